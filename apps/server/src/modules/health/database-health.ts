/** How long a check's answer stands: a flood of health calls costs one query a second. */
export const HEALTH_FRESH_MS = 1000;
/** A check still unanswered after this long, on a connection shared with user work, is a failure. */
export const HEALTH_STALL_MS = 5000;

export interface DatabaseHealthOptions {
  /** One trivial query; throws when the database does not answer. */
  ping: () => Promise<void>;
  now: () => number;
  /**
   * Whether a call waits for a new check when the last is stale. Yes with a connection of the
   * check's own (PostgreSQL), which answers in a millisecond or times out. No when the check
   * shares the one connection with user work (PGlite), where it queues behind that work: the
   * call takes the last answer while the next check waits its turn.
   */
  waitForCheck: boolean;
}

/** Whether the database answers, checked at most once a second however often it is asked. */
export function createDatabaseHealth(options: DatabaseHealthOptions) {
  const { ping, now } = options;
  let last: { up: boolean; at: number } | undefined;
  let pending: { answer: Promise<boolean>; since: number } | undefined;

  function check(): Promise<boolean> {
    if (!pending) {
      const answer = ping().then(
        () => true,
        () => false,
      );
      pending = { answer, since: now() };
      void answer.then((up) => {
        last = { up, at: now() };
        pending = undefined;
      });
    }
    return pending.answer;
  }

  return {
    async isUp(): Promise<boolean> {
      if (last && now() - last.at < HEALTH_FRESH_MS) return last.up;
      const answer = check();
      if (options.waitForCheck || !last) return answer;
      if (pending && now() - pending.since >= HEALTH_STALL_MS) return false;
      return last.up;
    },
  };
}

export type DatabaseHealth = ReturnType<typeof createDatabaseHealth>;
