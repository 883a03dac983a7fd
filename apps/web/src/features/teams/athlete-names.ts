/**
 * The rules name athletes by id ('athlete 42 is locked'); people know them by name. Replaces
 * each 'athlete {id}' whose name is known.
 */
export function withAthleteNames(message: string, nameOf: (id: number) => string | undefined): string {
  return message.replace(/\b[Aa]thlete (\d+)(?:'s)?/g, (match, id: string) => {
    const name = nameOf(Number(id));
    if (!name) return match;
    return match.endsWith("'s") ? `${name}'s` : name;
  });
}
