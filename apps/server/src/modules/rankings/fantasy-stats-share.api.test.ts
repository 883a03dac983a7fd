import type { FantasyStats, SeasonRanking } from '@shred/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../../test/factories.ts';
import {
  createGameFixture,
  type GameFixture,
  importPlaces,
  newStaffUser,
  teamBody,
} from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MANAGER_NOT_FOUND } from './fantasy-stats.service.ts';
import { createShareArtQueries } from './fantasy-stats-art.queries.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './fantasy-stats-card.svg.ts';

let t: TestApp;
let staff: TestUser;
let game: GameFixture;
let sharer: TestUser;
let rival: TestUser;
const season = `fs${process.pid}${Math.floor(Math.random() * 1e6)}`;

/** Two quickplay teams in a game with results: the sharer's scores 390 (rank 2), the rival's 400. */
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
  game = await createGameFixture(t.database.db, { now: t.clock.now(), season });
  const enter = async (captain: number) => {
    const user = await newUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.gameId}/teams/`,
      headers: user.auth,
      payload: teamBody(game, { indexes: [0, 1, 2, 3, 4], captain }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return user;
  };
  sharer = await enter(1);
  rival = await enter(0);
  const results = await importPlaces(t.app, staff, game, 6);
  expect(results.statusCode, results.body).toBe(200);
});
afterAll(() => t.close());

const statsUrl = (query: string) => `/api/games/${game.gameId}/fantasy-stats/?mode=quickplay&${query}`;
const imageUrl = (query: string) => `/api/games/${game.gameId}/fantasy-stats/image/?mode=quickplay&${query}`;

describe('R2.21: a shared fantasy stats link shows the sharer’s result to anyone', () => {
  it('answers the named manager’s best team, whoever asks, signed in or not', async () => {
    const anonymous = await t.app.inject({ url: statsUrl(`username=${sharer.username}`) });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json<FantasyStats>().team).toMatchObject({
      username: sharer.username,
      score: 390,
      rank: 2,
      top_percent: 100,
    });
    // The rival opening the sharer's link still sees the sharer's numbers, not their own.
    const asRival = await t.app.inject({ url: statsUrl(`username=${sharer.username}`), headers: rival.auth });
    expect(asRival.json<FantasyStats>().team?.username).toBe(sharer.username);
    // Usernames match whatever their case, as profiles do.
    const upper = await t.app.inject({ url: statsUrl(`username=${sharer.username.toUpperCase()}`) });
    expect(upper.json<FantasyStats>().team?.score).toBe(390);
    // Without a name: the viewer's own.
    const own = await t.app.inject({ url: statsUrl(''), headers: rival.auth });
    expect(own.json<FantasyStats>().team).toMatchObject({ username: rival.username, rank: 1, score: 400 });
  });

  it('answers team null for a manager without a team, 404 for an unknown one, 400 for a malformed name', async () => {
    const bystander = await newUser(t.app);
    const none = await t.app.inject({ url: statsUrl(`username=${bystander.username}`) });
    expect(none.statusCode).toBe(200);
    expect(none.json<FantasyStats>()).toMatchObject({ entries: 2, team: null });
    const unknown = await t.app.inject({ url: statsUrl('username=nobody_called_this') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(MANAGER_NOT_FOUND);
    expect((await t.app.inject({ url: statsUrl('username=%3Cscript%3E') })).statusCode).toBe(400);
  });
});

describe('R2.21: GET games/{id}/fantasy-stats/image/ draws the share graphic as a PNG on the server', () => {
  it('answers a 1080 × 1350 PNG of the named manager’s result, cacheable by anyone', async () => {
    const res = await t.app.inject({ url: imageUrl(`username=${sharer.username}`) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['content-disposition']).toContain(`shred-league-fantasy-stats-${game.gameId}.png`);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: CARD_WIDTH, height: CARD_HEIGHT });
  });

  it('draws the viewer’s own card privately, and a card without a team too', async () => {
    const own = await t.app.inject({ url: imageUrl(''), headers: sharer.auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    const anonymous = await t.app.inject({ url: imageUrl('') });
    expect(anonymous.statusCode).toBe(200);
    expect((await sharp(anonymous.rawPayload).metadata()).format).toBe('png');
    // The two cards differ: one shows a score, the other says there is no team.
    expect(own.rawPayload.equals(anonymous.rawPayload)).toBe(false);
  });

  it('draws the game’s sport and discipline and each shown pick as the athlete they are', async () => {
    // The sharer's own view: the picks have not locked yet, so others see none of them (issue 11.1).
    const stats = (
      await t.app.inject({ url: statsUrl(`username=${sharer.username}`), headers: sharer.auth })
    ).json<FantasyStats>();
    const art = await createShareArtQueries(t.database.db).artOf(stats);
    expect(art.scene).toEqual({ seed: game.eventSlug, sport: game.sportSlug, discipline: 'slopestyle' });
    const shown = [stats.team?.captain, ...(stats.team?.top_picks ?? [])].flatMap((line) =>
      line ? [line] : [],
    );
    expect(shown.length).toBeGreaterThan(1);
    for (const line of shown) {
      const athlete = game.athletes.find((a) => a.id === line.athlete_id);
      expect(art.athletes.get(line.athlete_id)).toEqual({
        seed: athlete?.slug,
        gender: 'M',
        sport: game.sportSlug,
      });
    }
    // A card without a team shows nobody.
    expect((await createShareArtQueries(t.database.db).artOf({ ...stats, team: null })).athletes.size).toBe(
      0,
    );
  });

  it('answers JSON errors like every other call: 404 for an unknown game or manager', async () => {
    const game404 = await t.app.inject({ url: '/api/games/2000000000/fantasy-stats/image/' });
    expect(game404.statusCode).toBe(404);
    expect(game404.headers['content-type']).toContain('application/json');
    const user404 = await t.app.inject({ url: imageUrl('username=nobody_called_this') });
    expect(user404.json().detail).toBe(MANAGER_NOT_FOUND);
  });
});

describe('R2.55: season ranking lists its seasons and each standing’s position', () => {
  it('offers every season with events, newest first, and the position that places a manager on a page', async () => {
    const older = `${season}a`;
    await createGameFixture(t.database.db, { now: t.clock.now() - 400 * 86_400_000, season: older });
    const ranking = await t.app.inject({ url: `/api/rankings/season/?season=${season}&game_mode=quickplay` });
    const body = ranking.json<SeasonRanking>();
    expect(body.seasons.indexOf(season)).toBeLessThan(body.seasons.indexOf(older));
    expect(body.seasons.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(new Set(body.seasons).size).toBe(body.seasons.length);
  });
});
