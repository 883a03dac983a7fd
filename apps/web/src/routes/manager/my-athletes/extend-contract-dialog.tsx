import { type AthleteCard, EXTEND_GAMES_MAX } from '@shred/contract';
import { CARD_TIERS } from '@shred/game';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../../api/index.ts';
import { TIER_LABELS } from '../../../features/athletes/index.ts';
import { SpendActions, SpendForm } from '../../../features/credits/index.ts';
import { Modal } from '../../../features/modals/index.ts';
import { toast } from '../../../features/toasts/index.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { inputClasses } from '../../../ui/text-field.tsx';
import { useExtendContractMutation } from './credits-queries.ts';

interface ExtendContractDialogProps {
  card: AthleteCard | null;
  balance: number;
  /** Credits per added game by tier, as the server charges them. */
  costPerGame: Readonly<Record<string, number>>;
  onClose: () => void;
}

/** 'Extend contract': add 1–50 contract games to a card, paid per game by tier. */
export function ExtendContractDialog({ card, balance, costPerGame, onClose }: ExtendContractDialogProps) {
  return (
    <Modal open={card !== null} onClose={onClose} size="sm" label="Extend contract">
      {card ? (
        <ExtendForm
          key={card.card_instance_id}
          card={card}
          balance={balance}
          costPerGame={costPerGame}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function ExtendForm({
  card,
  balance,
  costPerGame,
  onClose,
}: ExtendContractDialogProps & { card: AthleteCard }) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const perGame = card.extension_cost_per_game;
  const affordable = Math.min(EXTEND_GAMES_MAX, Math.floor(balance / perGame));
  const [games, setGames] = useState(String(Math.min(1, affordable) || 1));
  const extend = useExtendContractMutation();
  const count = Number(games);
  const valid = Number.isInteger(count) && count >= 1 && count <= EXTEND_GAMES_MAX;
  const cost = valid ? count * perGame : 0;
  const tooDear = valid && cost > balance;
  const name = `${card.first_name} ${card.last_name}`;

  const submit = () => {
    if (!valid || tooDear) return;
    extend.mutate(
      { card_instance_id: card.card_instance_id, games_to_add: count },
      {
        onSuccess: (result) => {
          toast.success(
            `${name} now has ${result.card.contract_games_left} contract games. ${result.cost} credits spent, ${result.balance} left.`,
            'Contract extended',
          );
          onClose();
        },
      },
    );
  };

  return (
    <SpendForm
      title="Extend contract"
      titleStyle="plain"
      subtitle={`${name} · ${TIER_LABELS[card.tier]} card · ${card.contract_games_left} games left`}
      onClose={onClose}
      onSubmit={submit}
    >
      <dl className="grid grid-cols-4 gap-1 rounded-xl bg-surface-2 p-2 text-center text-xs">
        {CARD_TIERS.map((tier) => (
          <div
            key={tier}
            className={
              tier === card.tier ? 'rounded-lg bg-surface p-1 font-semibold text-fg' : 'p-1 text-muted'
            }
          >
            <dt>{TIER_LABELS[tier]}</dt>
            <dd>{costPerGame[tier]} cr / game</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-fg">
          Games to add
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={EXTEND_GAMES_MAX}
          step={1}
          value={games}
          onChange={(event) => setGames(event.target.value)}
          aria-describedby={hintId}
          aria-invalid={!valid || tooDear || undefined}
          className={inputClasses(!valid || tooDear)}
        />
        <p id={hintId} className="text-xs text-muted">
          1 to {EXTEND_GAMES_MAX} games at once. Your {balance} credits pay for up to {affordable} game
          {affordable === 1 ? '' : 's'} of this card.
        </p>
      </div>
      <p className="text-sm text-fg" aria-live="polite">
        {valid ? (
          <>
            Cost: <strong className="tabular-nums">{cost} credits</strong> ({count} × {perGame}). Balance
            after: <strong className="tabular-nums">{balance - cost}</strong>
          </>
        ) : (
          `Enter a whole number from 1 to ${EXTEND_GAMES_MAX}.`
        )}
      </p>
      {tooDear ? (
        <FormAlert>
          Not enough credits: {cost} needed, you have {balance}.
        </FormAlert>
      ) : null}
      {extend.isError ? (
        <FormAlert title="The contract was not extended">{errorMessage(extend.error)}</FormAlert>
      ) : null}
      <SpendActions
        onClose={onClose}
        submitLabel={valid ? `Extend by ${count} · ${cost} cr` : 'Extend'}
        pending={extend.isPending}
        disabled={!valid || tooDear || affordable === 0}
      />
    </SpendForm>
  );
}
