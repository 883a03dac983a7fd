import type { AdminEvent, GameDetail } from '@shred/contract';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { DownloadIcon } from './admin-icons.tsx';
import { RESULT_COLUMNS, resultsExample, resultsTemplate } from './results-template.ts';

interface ResultsReferenceProps {
  event: AdminEvent;
  games: readonly GameDetail[];
  loading: boolean;
  error: unknown;
}

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

const heading = 'text-sm font-semibold uppercase tracking-widest text-muted';

/** The import format as the server reads it, the event's round ids, an example and a template to fill. */
export function ResultsReference({ event, games, loading, error }: ResultsReferenceProps) {
  const rounds = event.fantasy_games.flatMap((game) =>
    game.competitions.map((round) => ({ game: game.name, ...round })),
  );
  return (
    <Card as="section" aria-labelledby="results-format" className="flex flex-col gap-5">
      <div>
        <h2
          id="results-format"
          className="font-display text-2xl font-bold uppercase italic tracking-tight text-fg"
        >
          CSV format
        </h2>
        <p className="mt-1 text-sm text-muted">
          A header line naming the columns, then one result per line. Line numbers count the header as line 1.
        </p>
      </div>
      <dl className="flex flex-col gap-2.5 text-sm">
        {RESULT_COLUMNS.map((column) => (
          <div key={column.name} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
            <dt>
              <code className="font-mono font-semibold text-fg">{column.name}</code>
              <span className="block text-xs text-muted">{column.required ? 'required' : 'optional'}</span>
            </dt>
            <dd className="text-muted">{column.what}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className={heading}>Rounds of this event</h3>
        {rounds.length === 0 ? (
          <p className="mt-2 text-sm text-muted">
            The event has no games yet, so no results can be imported.
          </p>
        ) : (
          <table className="mt-2 w-full text-left text-sm">
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  Game
                </th>
                <th scope="col" className="py-1 font-medium">
                  Round
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Id
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rounds.map((round) => (
                <tr key={round.id}>
                  <td className="py-1.5 pr-2 text-fg">{round.game}</td>
                  <td className="py-1.5 pr-2 text-fg">{round.name}</td>
                  <td className="py-1.5 text-right font-mono tabular-nums text-fg">{round.id}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div>
        <h3 className={heading}>Example</h3>
        {/* Long lines wrap rather than scroll, so no part is out of the keyboard's reach. */}
        <pre className="mt-2 whitespace-pre-wrap break-all rounded-xl border border-line bg-surface-2 p-3 font-mono text-xs leading-relaxed text-fg">
          {resultsExample(games)}
        </pre>
        <p className="mt-2 text-xs text-muted">
          JSON works too: a list of rows such as{' '}
          <code className="font-mono text-fg">
            {'{"competition_id": 12, "athlete": "slug", "place": 1, "score": 92.5, "bonuses": ["bestRun"]}'}
          </code>
          , or <code className="font-mono text-fg">game_id</code> for the athlete's own round of a game.
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Button
          variant="secondary"
          icon={loading ? <Spinner size="sm" label={null} /> : <DownloadIcon />}
          disabled={loading || rounds.length === 0}
          onClick={() => download(`${event.slug}-results-template.csv`, resultsTemplate(games))}
        >
          Download template
        </Button>
        <p className="text-xs text-muted">
          One line per athlete on the startlists, in their starting round; fill in place, score and bonuses.
        </p>
        {error ? (
          <p role="alert" className="text-xs text-danger">
            Some startlists could not be loaded, so the template may miss athletes: {errorMessage(error)}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
