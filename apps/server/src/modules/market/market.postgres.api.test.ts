import { marketFee } from '@shred/game';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardInstances } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, giveCards, teamBody } from '../../test/game-factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { creditBalance } from '../credits/credit-ledger.ts';
import { auditLedger } from '../credits/ledger-audit.ts';
import { grantCredits } from '../events/game.fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
});
afterAll(() => t.close());

const api = (method: 'POST', url: string, who: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: who.auth, ...(payload ? { payload } : {}) });
const list = (who: TestUser, card: number, price: number) =>
  api('POST', 'market/listings/', who, { card_instance_id: card, price, duration_days: 3 });
/** Sales, listings and team picks all lock the card's row first: holding it holds them all there. */
const holdCard = (card: number) => ({
  sql: 'select 1 from card_instances where id = $1 for update',
  params: [card],
});

describe('the market under concurrency (issue 14.1, R1.25)', () => {
  it('8 buyers of one listing, all held at the card lock before the sale’s conditional update: one 200, seven 409, one owner, balances down by exactly the fee', async () => {
    const fixture = await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 2 });
    const owner = await newUser(t.app);
    const [card = 0] = await giveCards(t.database.db, owner.id, [fixture.athletes[1]?.id ?? 0], {
      tier: 'legendary',
    });
    const listed = await list(owner, card, 1000);
    expect(listed.statusCode, listed.body).toBe(201);
    const listing = listed.json<{ id: number }>();
    const buyers: TestUser[] = [];
    for (let i = 0; i < 8; i++) buyers.push(await newUser(t.app));
    for (const b of buyers) await grantCredits(t.database.db, b.id, 2000);
    const everyone = [owner.id, ...buyers.map((b) => b.id)];
    const total = async () => {
      let sum = 0;
      for (const id of everyone) sum += await creditBalance(t.database.db, id);
      return sum;
    };
    const before = await total();

    const answers = await raceAtLock(
      t.database,
      holdCard(card),
      buyers.map((b) => () => api('POST', `market/listings/${listing.id}/buy/`, b)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(new Set(answers.filter((res) => res.statusCode === 409).map((res) => res.json().detail))).toEqual(
      new Set(['This card has already been sold.']),
    );
    const winner = buyers[statuses.indexOf(200)];
    const [row] = await t.database.db.select().from(cardInstances).where(eq(cardInstances.id, card));
    expect(row?.ownerId).toBe(winner?.id);
    expect(await total()).toBe(before - marketFee(1000));
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('listing a card and picking it in a team, both held at the card lock: never both, the loser refused by the list-or-play rule', async () => {
    const fixture = await createGameFixture(t.database.db, { now: t.clock.now() });
    const me = await newUser(t.app);
    const cards = await giveCards(
      t.database.db,
      me.id,
      fixture.athletes.slice(0, 5).map((a) => a.id),
    );
    const [listing, team] = await raceAtLock(t.database, holdCard(cards[0] ?? 0), [
      () => list(me, cards[0] ?? 0, 40),
      () => api('POST', `games/${fixture.gameId}/teams/`, me, teamBody(fixture, { cards })),
    ]);
    // Whichever the lock's release lets in first wins; the other is refused by its list-or-play rule.
    const outcome = [listing?.statusCode, team?.statusCode];
    expect([
      [201, 400],
      [409, 201],
    ]).toContainEqual(outcome);
    if (outcome[0] === 201) expect(team?.json().detail).toContain('card-listed');
    else expect(listing?.json().detail).toMatch(/card in play cannot be listed/);
  });
});
