import type { FantasyGameSummary } from '@shred/contract';
import { useState } from 'react';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { LoadingBlock } from '../../ui/spinner.tsx';
import { useAdminGameQuery } from './admin-game-queries.ts';
import { GENDER_LABELS } from './game-form.tsx';
import { GameSettings } from './game-settings.tsx';
import { GameStatusBadge } from './game-status.tsx';
import { GameStatusControl } from './game-status-control.tsx';
import { formatInstant } from './local-date-time.ts';
import { PanelTabs } from './panel-tabs.tsx';
import { StartlistEditor } from './startlist-editor.tsx';

type GameTab = 'startlist' | 'settings' | 'status';

function GameEditor({ gameId, eventSlug }: { gameId: number; eventSlug: string }) {
  const query = useAdminGameQuery(gameId);
  const [tab, setTab] = useState<GameTab>('startlist');
  if (query.isPending) return <LoadingBlock label="Loading the game…" />;
  if (query.isError) {
    return (
      <FormAlert title="Could not load the game">
        <p>{errorMessage(query.error)}</p>
        <Button size="sm" variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </FormAlert>
    );
  }
  const game = query.data;
  return (
    <PanelTabs<GameTab>
      label={`${game.name} tools`}
      active={tab}
      onSelect={setTab}
      tabs={[
        {
          key: 'startlist',
          label: `Startlist (${game.startlist.length})`,
          content:
            game.status === 'CPL' ? (
              <p className="text-sm text-muted">
                {game.startlist.length} athletes started. The game is complete, so its startlist is final.
              </p>
            ) : (
              <StartlistEditor game={game} eventSlug={eventSlug} />
            ),
        },
        {
          key: 'settings',
          label: 'Setup',
          content: <GameSettings game={game} eventSlug={eventSlug} />,
        },
        { key: 'status', label: 'Status', content: <GameStatusControl game={game} eventSlug={eventSlug} /> },
      ]}
    />
  );
}

interface GamePanelProps {
  game: FantasyGameSummary;
  eventSlug: string;
  open: boolean;
  onToggle: () => void;
}

/** One game of the event: a summary that opens into its startlist, settings and status tools. */
export function GamePanel({ game, eventSlug, open, onToggle }: GamePanelProps) {
  const panelId = `game-panel-${game.id}`;
  const first = game.competitions[0];
  const rounds = game.competitions.length === 1 ? '1 round' : `${game.competitions.length} rounds`;
  return (
    <article
      className={cx('rounded-2xl border bg-surface shadow-card', open ? 'border-accent/50' : 'border-line')}
    >
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-2xl p-4 text-left focus-visible:outline-2 focus-visible:outline-accent sm:p-5"
        >
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-base font-semibold text-fg">{game.name}</span>
              <GameStatusBadge status={game.status} />
            </span>
            <span className="mt-1 block text-sm text-muted">
              {game.sport.name} · {game.discipline.name} · {GENDER_LABELS[game.gender]}
            </span>
            <span className="mt-0.5 block text-xs text-muted">
              {rounds}
              {first ? ` · first ${formatInstant(first.date)}` : ''} · entries open{' '}
              {formatInstant(game.opens_at)}
            </span>
          </span>
          <ChevronRightIcon className={cx('shrink-0 text-muted transition-transform', open && 'rotate-90')} />
        </button>
      </h3>
      {open ? (
        <div id={panelId} className="border-t border-line p-4 sm:p-5">
          <GameEditor gameId={game.id} eventSlug={eventSlug} />
        </div>
      ) : null}
    </article>
  );
}
