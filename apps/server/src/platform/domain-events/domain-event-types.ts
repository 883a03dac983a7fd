/**
 * Every domain event a module publishes, with its payload. A payload holds ids, not copies of
 * rows: a handler reads what it needs, as it stands when it handles the event.
 */
export interface DomainEventPayloads {
  /** `follower_id` started following `followee_id`. */
  'user.followed': { follower_id: number; followee_id: number };
  /** A manager entered a team in a game (their first or a further one). */
  'team.created': { team_id: number; user_id: number; game_id: number };
  /** A game's entry window opened. */
  'game.opened': { game_id: number; event_id: number };
  /** A game's results are final and its last board is scored. */
  'game.completed': { game_id: number };
  /** Staff changed who starts in a game; `withdrawn` were starting and are now marked withdrawn. */
  'startlist.changed': { game_id: number; added: number[]; removed: number[]; withdrawn?: number[] };
  /** A manager opened a draft (a pack of cards). */
  'draft.opened': { user_id: number; opening_id: number };
  /** A market listing sold; `seller_id` is null for the house. */
  'listing.sold': { listing_id: number; seller_id: number | null; buyer_id: number };
  /** A manager joined a league (by invite, by link or when signing up). */
  'league.joined': { league_id: number; user_id: number };
  /** A manager met a challenge's target. */
  'challenge.completed': { user_id: number; challenge_id: number };
}

export type DomainEventType = keyof DomainEventPayloads;

/** A published event as a handler receives it. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { id: number; type: K; payload: DomainEventPayloads[K]; createdAt: Date };
}[T];
