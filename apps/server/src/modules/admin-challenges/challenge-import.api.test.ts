import type { AdminChallengeSetDetail, ChallengeImportResult, ErrorBody } from '@shred/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeSets, challenges } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { newStaffUser } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

const HEADER =
  'set_name,set_description,set_starts_at,set_ends_at,name,description,condition,target,reward_kind,reward_amount,reward_card_tier';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

const importFile = (content: string, extra: object = {}, format: 'csv' | 'json' = 'csv') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/challenges/import/',
    headers: staff.auth,
    payload: { format, content, ...extra },
  });

const tableCounts = async () => {
  const [sets] = await t.database.db.select({ n: count() }).from(challengeSets);
  const [rows] = await t.database.db.select({ n: count() }).from(challenges);
  return { sets: sets?.n, challenges: rows?.n };
};

describe('POST admin/challenges/import/ (issue 16.6, R2.82, R1.29)', () => {
  it('imports CSV in one go: quoted commas, a set named on several rows made once (R2.82)', async () => {
    const content = csv(
      '"Summer Series, Week 1",Heat is on,2031-07-01T00:00:00Z,2031-07-08T00:00:00Z,"Join 3 games, any sport",,join_games,3,credits,300,',
      '"summer series, week 1",,2031-07-01T00:00:00Z,2031-07-08T00:00:00Z,Captain on the podium,"Pick a captain who makes the ""top 3""",captain_top3,1,card,1,epic',
      'Summer Series Finale,,2031-07-20T00:00:00+02:00,2031-07-27T00:00:00+02:00,Follow five,,follow_managers,5,xp,150,',
    );
    const res = await importFile(content);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<ChallengeImportResult>();
    expect(result).toMatchObject({ dry_run: false, sets_created: 2, challenges_created: 3 });
    const [week, finale] = result.sets;
    expect(week).toMatchObject({
      name: 'Summer Series, Week 1',
      starts_at: '2031-07-01T00:00:00.000Z',
      created: true,
      challenges: [
        {
          line: 2,
          name: 'Join 3 games, any sport',
          condition: 'join_games',
          target: 3,
          reward_card_tier: null,
        },
        { line: 3, name: 'Captain on the podium', reward_kind: 'card', reward_card_tier: 'epic' },
      ],
    });
    expect(finale).toMatchObject({ starts_at: '2031-07-19T22:00:00.000Z', challenges: [{ line: 4 }] });

    const stored = await t.app.inject({ url: `/api/admin/challenge-sets/${week?.id}/`, headers: staff.auth });
    const detail = stored.json<AdminChallengeSetDetail>();
    expect(detail.description).toBe('Heat is on');
    expect(detail.challenges.map((c) => [c.position, c.name, c.description])).toEqual([
      [0, 'Join 3 games, any sport', ''],
      [1, 'Captain on the podium', 'Pick a captain who makes the "top 3"'],
    ]);
  });

  it('rejects a file with one bad row whole, every problem by its line, writing nothing (R2.82)', async () => {
    const before = await tableCounts();
    const content = csv(
      'Autumn Push,,2031-09-01T00:00:00Z,2031-09-30T00:00:00Z,Join a league,,join_league,1,credits,100,',
      '',
      'Autumn Push,,2031-09-01T00:00:00Z,2031-09-30T00:00:00Z,Buy two,,market_buy,2,credits,100,rare',
      'Autumn Push,,2031-09-01T00:00:00Z,2031-09-30T00:00:00Z,Spin the wheel,,spin_wheel,0,gold,100,',
      'Autumn Push,,2031-09-02T00:00:00Z,2031-09-30T00:00:00Z,Open one,,open_draft,1,credits,50,',
      'Backwards,,2031-10-10T00:00:00Z,2031-10-01T00:00:00Z,Open one,,open_draft,1,credits,50,',
    );
    const res = await importFile(content);
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.detail).toBe(
      '4 rows have problems; nothing was imported. Fix them and import the whole file again.',
    );
    expect(body.fields).toEqual({
      'line 4': ['reward_card_tier: Only a card reward takes a card tier.'],
      'line 5': [
        'condition: Use one of join_games, captain_top3, open_draft, market_buy, follow_managers, join_league.',
        'target: The target is at least 1.',
        'reward_kind: Use one of credits, card, xp.',
      ],
      'line 6': [
        'set_starts_at: "Autumn Push" is given as 2031-09-02T00:00:00Z here but 2031-09-01T00:00:00Z on line 2; rows of one set must agree.',
      ],
      'line 7': ['set_ends_at: The set must end after it starts.'],
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('reads a header in any order, and names missing or unknown columns on line 1', async () => {
    const wrong = await importFile('set_name,name,colour\nA,B,red');
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json<ErrorBody>().fields ?? {})).toEqual(['line 1']);
    expect(wrong.json<ErrorBody>().fields?.['line 1']?.[0]).toContain(
      'missing: set_starts_at, set_ends_at, condition, target, reward_kind, reward_amount; unknown: colour',
    );
    const cells = await importFile(csv('A,B,C,D,E,F,G,H,I,J,K,L'));
    expect(cells.json<ErrorBody>().fields?.['line 2']?.[0]).toMatch(/12 cells; the header names 11/);
    const open = await importFile(csv('"Unclosed,,2031-01-01T00:00:00Z'));
    expect(open.json<ErrorBody>().fields).toEqual({
      'line 2': ['A quoted cell opens on this line and is never closed.'],
    });

    const reordered = await importFile(
      'name,condition,target,reward_kind,reward_amount,set_name,set_starts_at,set_ends_at\nTwo teams,join_games,2,xp,40,Reordered,2031-11-01T00:00:00Z,2031-11-15T00:00:00Z\n',
    );
    expect(reordered.statusCode, reordered.body).toBe(200);
  });

  it('previews a dry run without writing anything', async () => {
    const before = await tableCounts();
    const res = await importFile(
      csv('Dry Set,,2031-12-01T00:00:00Z,2031-12-31T00:00:00Z,Join a league,,join_league,1,credits,100,'),
      { dry_run: true },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ChallengeImportResult>()).toMatchObject({
      dry_run: true,
      sets_created: 1,
      challenges_created: 1,
      sets: [{ id: null, name: 'Dry Set', created: true }],
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('adds to a stored set of the same name and dates, and refuses other dates under that name', async () => {
    const row = (name: string, start: string) =>
      csv(`Winter Long,,${start},2032-02-28T00:00:00Z,${name},,join_games,1,credits,10,`);
    const first = await importFile(row('One', '2032-01-01T00:00:00Z'));
    expect(first.statusCode, first.body).toBe(200);
    const setId = first.json<ChallengeImportResult>().sets[0]?.id;
    const second = await importFile(row('Two', '2032-01-01T00:00:00Z'));
    expect(second.json<ChallengeImportResult>()).toMatchObject({
      sets_created: 0,
      sets: [{ id: setId, created: false }],
    });
    const detail = await t.app.inject({ url: `/api/admin/challenge-sets/${setId}/`, headers: staff.auth });
    expect(detail.json<AdminChallengeSetDetail>().challenges.map((c) => [c.name, c.position])).toEqual([
      ['One', 0],
      ['Two', 1],
    ]);
    const before = await tableCounts();
    const clash = await importFile(row('Three', '2032-01-05T00:00:00Z'));
    expect(clash.statusCode).toBe(400);
    expect(clash.json<ErrorBody>().fields?.['line 2']?.[0]).toBe(
      'set_name: A set named "Winter Long" already runs from 2032-01-01T00:00:00Z to 2032-02-28T00:00:00Z. Give those dates to add to it, or another name for a new set.',
    );
    expect(await tableCounts()).toEqual(before);
  });

  it('imports JSON rows, numbering problems by row, all or nothing', async () => {
    const good = {
      set_name: 'JSON Set',
      set_starts_at: '2033-01-01T00:00:00Z',
      set_ends_at: '2033-01-31T00:00:00Z',
      name: 'Open three',
      condition: 'open_draft',
      target: 3,
      reward_kind: 'xp',
      reward_amount: 90,
    };
    const before = await tableCounts();
    const bad = await importFile(
      JSON.stringify({
        rows: [
          good,
          { ...good, name: 'Card no tier', reward_kind: 'card', reward_amount: 1 },
          { ...good, extra: 1 },
        ],
      }),
      {},
      'json',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().fields).toEqual({
      'line 2': ['reward_card_tier: Pick the tier of the card this reward gives.'],
      'line 3': ['Unknown column: extra.'],
    });
    expect(await tableCounts()).toEqual(before);
    const broken = await importFile('[{', {}, 'json');
    expect(Object.keys(broken.json<ErrorBody>().fields ?? {})).toEqual(['content']);

    const res = await importFile(
      JSON.stringify([good, { ...good, name: 'Three as text', target: '3' }]),
      {},
      'json',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ChallengeImportResult>()).toMatchObject({ sets_created: 1, challenges_created: 2 });
  });

  it('refuses a body of the wrong shape or size (400) and a manager (403)', async () => {
    const manager = await newUser(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/challenges/import/',
      headers: manager.auth,
      payload: { format: 'csv', content: csv() },
    });
    expect(refused.statusCode).toBe(403);
    expect((await importFile('x', {}, 'xml' as 'csv')).statusCode).toBe(400);
    const huge = await importFile('x'.repeat(200_001));
    expect(huge.statusCode).toBe(400);
    expect(huge.json<ErrorBody>().fields?.content).toEqual(['Import at most 200000 characters at a time.']);
  });
});
