/** Join class names, skipping the falsy ones conditional styling leaves behind. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
