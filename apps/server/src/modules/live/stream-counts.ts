/** Open streams per holder (a client address, a user), each up to a cap; holders at zero are forgotten. */
export function createStreamCounts(cap: number) {
  const counts = new Map<string, number>();
  return {
    full: (holder: string): boolean => (counts.get(holder) ?? 0) >= cap,
    add(holder: string): void {
      counts.set(holder, (counts.get(holder) ?? 0) + 1);
    },
    remove(holder: string): void {
      const left = (counts.get(holder) ?? 0) - 1;
      if (left > 0) counts.set(holder, left);
      else counts.delete(holder);
    },
  };
}
