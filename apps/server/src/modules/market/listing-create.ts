import type { CreateListingBody } from '@shred/contract';
import { formatCount, listingExpiry, marketFee } from '@shred/game';
import { and, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  athletes,
  cardInstances,
  fantasyGames,
  marketAlerts,
  marketListings,
  teamPicks,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { notify } from '../notifications/notify.ts';
import { expireDueListings } from './listing-expiry.ts';
import type { ListingRow } from './listing-sale.ts';

export const CARD_NOT_YOURS = 'This card is not yours to list.';
export const ALREADY_LISTED = 'This card is already listed: cancel that listing to change its price.';

/** A card in a team of a game that is not complete cannot be listed (list-or-play), naming the game. */
export const inPlay = (gameName: string) =>
  `This card plays in your team for ${gameName}, which is not complete: a card in play cannot be listed until its game completes.`;

/** The card under a new listing: whose it is (null for the house's pool cards) and what it is. */
export interface ListedCard {
  cardId: number;
  sellerId: number | null;
}

/**
 * List a card inside the caller's transaction. The card's row is locked for update, which waits
 * for any team write holding it (teams lock their cards for share) and makes such writes wait in
 * turn, so a card is never listed and picked at once. A player's card must be theirs, not listed,
 * and in no team of a game that is not complete; then every matching price alert fires
 * (MARKET_ALERT), in the same transaction.
 */
export async function createListing(
  tx: Db,
  input: ListedCard & { body: Pick<CreateListingBody, 'price' | 'duration_days'>; at: Date },
): Promise<ListingRow> {
  const { cardId, sellerId, body, at } = input;
  const [card] = await tx
    .select({
      ownerId: cardInstances.ownerId,
      athleteId: cardInstances.athleteId,
      tier: cardInstances.tier,
      sportId: athletes.primarySportId,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
    })
    .from(cardInstances)
    .innerJoin(athletes, eq(athletes.id, cardInstances.athleteId))
    .where(eq(cardInstances.id, cardId))
    .for('update', { of: cardInstances });
  if (!card) throw notFound('There is no card with this id.');
  if (card.ownerId !== sellerId) throw conflict(CARD_NOT_YOURS);

  if (sellerId !== null) {
    const [playing] = await tx
      .select({ name: fantasyGames.name })
      .from(teamPicks)
      .innerJoin(fantasyGames, eq(fantasyGames.id, teamPicks.gameId))
      .where(and(eq(teamPicks.cardInstanceId, cardId), ne(fantasyGames.status, 'CPL')))
      .limit(1);
    if (playing) throw conflict(inPlay(playing.name));
  }

  // A listing past its expiry that the sweep has not reached yet would hold the card's one
  // active slot: it expires now, and the card lists again.
  await expireDueListings(tx, at, { cardId });

  const [listing] = await tx
    .insert(marketListings)
    .values({
      cardInstanceId: cardId,
      sellerId,
      athleteId: card.athleteId,
      sportId: card.sportId,
      tier: card.tier,
      price: body.price,
      fee: marketFee(body.price),
      expiresAt: new Date(listingExpiry(at.getTime(), body.duration_days)),
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (!listing) throw conflict(ALREADY_LISTED);

  const fired = await tx
    .update(marketAlerts)
    .set({ firedCount: sql`${marketAlerts.firedCount} + 1`, lastFiredAt: at })
    .where(
      and(
        eq(marketAlerts.athleteId, card.athleteId),
        or(isNull(marketAlerts.tier), eq(marketAlerts.tier, card.tier)),
        gte(marketAlerts.maxPrice, body.price),
        sellerId === null ? undefined : ne(marketAlerts.userId, sellerId),
      ),
    )
    .returning({ userId: marketAlerts.userId });
  const name = `${card.firstName} ${card.lastName}`;
  await notify(
    tx,
    [...new Set(fired.map((a) => a.userId))].map((userId) => ({
      userId,
      type: 'MARKET_ALERT' as const,
      title: `${name} is on the market`,
      body: `A ${card.tier} ${name} card is listed for ${formatCount(body.price)} credits, within your alert.`,
      cta: 'See the listing',
      target: `/manager/market/listings?listing=${listing.id}`,
    })),
  );
  return listing;
}
