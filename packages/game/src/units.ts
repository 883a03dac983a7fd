/**
 * Branded units and ids: plain numbers at run time, distinct types at compile time, so a
 * price cannot be passed where points are expected, nor a card id where an athlete id is.
 * Build them only through the functions below (or at a validated boundary such as a zod
 * schema); they reject values that cannot be the unit.
 */
declare const brand: unique symbol;

export type Brand<T, Name extends string> = T & { readonly [brand]: Name };

/** Draft credits, the only currency. Whole credits. */
export type Credits = Brand<number, 'Credits'>;
/** Fantasy points, kept to 2 decimals by the scoring rules. */
export type Points = Brand<number, 'Points'>;
export type AthleteId = Brand<number, 'AthleteId'>;
export type CardId = Brand<number, 'CardId'>;
export type UserId = Brand<number, 'UserId'>;

function assertSafeInteger(value: number, unit: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${unit} must be a whole number, got ${value}`);
}

export function credits(value: number): Credits {
  assertSafeInteger(value, 'Credits');
  return (value === 0 ? 0 : value) as Credits;
}

export function points(value: number): Points {
  if (!Number.isFinite(value)) throw new RangeError(`Points must be finite, got ${value}`);
  return (value === 0 ? 0 : value) as Points;
}

function positiveId<T extends number>(value: number, unit: string): T {
  assertSafeInteger(value, unit);
  if (value < 1) throw new RangeError(`${unit} must be positive, got ${value}`);
  return value as T;
}

export const athleteId = (value: number): AthleteId => positiveId<AthleteId>(value, 'AthleteId');
export const cardId = (value: number): CardId => positiveId<CardId>(value, 'CardId');
export const userId = (value: number): UserId => positiveId<UserId>(value, 'UserId');
