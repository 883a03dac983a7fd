import { RESULTS_IMPORT_MAX_ROWS, type ResultsImport, type ResultsImportBody } from '@shred/contract';
import type { Db } from '../../db/client.ts';
import { ApiError, conflict, notFound } from '../../http/errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { OutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import { announceStale, readTags } from '../../platform/read-cache/stale-reads.ts';
import { SCORE_GAME, scoringJobKey } from '../scoring/scoring.jobs.ts';
import type { Scorer } from '../scoring/scoring.service.ts';
import { createResultQueries } from './results.queries.ts';
import { checkImport } from './results-check.ts';
import { fetchResultsFeed } from './results-feed.ts';
import { type ParsedImport, parseCsv, parseJsonRows } from './results-input.ts';

export const EVENT_NOT_FOUND = 'This event does not exist.';

export interface ResultsServiceDeps {
  db: Db;
  scorer: Scorer;
  jobs: Pick<JobQueue, 'send'>;
  now: () => number;
  /** How the event's results feed is fetched: public addresses only. */
  outbound: OutboundGuard;
}

function parse(body: ResultsImportBody): ParsedImport {
  if (typeof body === 'string') return parseCsv(body);
  return 'csv' in body ? parseCsv(body.csv) : parseJsonRows(body.results);
}

const lineNumber = (key: string): number => Number(key.replace(/\D/g, '')) || 0;

/** Problems in file order, so the report reads top to bottom. */
function sortedReport(...reports: Array<Record<string, string[]>>): Record<string, string[]> {
  const merged: Record<string, string[]> = {};
  for (const report of reports) {
    for (const [key, messages] of Object.entries(report)) merged[key] = [...(merged[key] ?? []), ...messages];
  }
  return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => lineNumber(a) - lineNumber(b)));
}

/** Official results in (staff entry, import or feed), then a scoring pass queued per changed game. */
export function createResultsService({ db, scorer, jobs, now, outbound }: ResultsServiceDeps) {
  /**
   * Check every line, then write them all with their athlete points, in one transaction that
   * first locks the event's games: a rejected import writes nothing, and two imports of one
   * event queue. The boards are rewritten by jobs queued once the results are committed (a
   * job that ran before would not see them), so the import answers at once with their ids.
   */
  async function importInto(
    slug: string,
    body: ResultsImportBody,
    rejectStatus: 400 | 422,
  ): Promise<ResultsImport> {
    const parsed = parse(body);
    if (parsed.lines.length > RESULTS_IMPORT_MAX_ROWS) {
      throw new ApiError(400, `Import at most ${RESULTS_IMPORT_MAX_ROWS} results at a time.`);
    }
    const outcome = await db.transaction(async (tx) => {
      const queries = createResultQueries(tx);
      const event = await queries.event(slug);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      const rounds = await queries.rounds(event.id);
      const gameIds = [...new Set(rounds.map((r) => r.gameId))];
      await queries.lockGames(gameIds);
      const startlists = await queries.startlists(gameIds);
      const stored = await queries.stored(rounds.map((r) => r.id));
      const named = parsed.lines.map((l) => l.athlete);
      const athletes = await queries.athletes(
        [...named.flatMap((a) => ('id' in a ? [a.id] : [])), ...stored.map((s) => s.athleteId)],
        named.flatMap((a) => ('slug' in a ? [a.slug] : [])),
      );
      const checked = checkImport(parsed.lines, { rounds, startlists, athletes, stored });
      const problems = sortedReport(parsed.problems, checked.problems);
      const bad = Object.keys(problems).length;
      if (bad > 0) {
        throw new ApiError(
          rejectStatus,
          `The import was rejected: ${bad} line${bad === 1 ? ' has a problem' : 's have problems'}; nothing was imported.`,
          { fields: problems },
        );
      }
      const touched = [
        ...new Set(checked.rows.map((row) => rounds.find((r) => r.id === row.competitionId)?.gameId ?? 0)),
      ];
      const imported = await queries.upsert(checked.rows, new Date(now()));
      const due = await scorer.markDue(tx, touched);
      // The game's results changed (its board follows when the pass flips it, announced again).
      await announceStale(tx, touched.map(readTags.game));
      return { imported, touched, due, competitions: new Set(checked.rows.map((r) => r.competitionId)).size };
    });
    // Read before queueing: on PGlite a job that starts holds the one connection until it is done.
    const games = await createResultQueries(db).games(outcome.touched);
    const scoringJobs = await Promise.all(
      outcome.due.map(async (gameId) => ({
        id: await jobs.send(SCORE_GAME, { game_id: gameId }, { singletonKey: scoringJobKey(gameId) }),
        game_id: gameId,
      })),
    );
    return {
      detail: `${outcome.imported} results written in ${outcome.competitions} competitions; ${scoringJobs.length} of ${games.length} games are being rescored.`,
      imported: outcome.imported,
      competitions: outcome.competitions,
      games: games.map((g) => ({ id: g.id, name: g.name, status: g.status, teams_scored: g.teams })),
      scoring_jobs: scoringJobs,
    };
  }

  return {
    import: (slug: string, body: ResultsImportBody) => importInto(slug, body, 400),

    /** Re-import from the event's feed: the same checks and writes, so a second refresh changes nothing. */
    async refresh(slug: string): Promise<ResultsImport> {
      const event = await createResultQueries(db).event(slug);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      if (!event.resultsFeedUrl) {
        throw conflict('This event has no results feed: set its feed URL first, or import the results.');
      }
      return importInto(slug, await fetchResultsFeed(outbound, event.resultsFeedUrl), 422);
    },
  };
}
