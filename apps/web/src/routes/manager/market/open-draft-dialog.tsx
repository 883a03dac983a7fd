import type { Draft } from '@shred/contract';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { TIER_LABELS } from '../../../features/athletes/index.ts';
import { formatCredits, useIdempotencyKey } from '../../../features/credits/index.ts';
import { useOpenDraftMutation } from '../../../features/drafts/index.ts';
import { Modal, ModalCloseButton } from '../../../features/modals/index.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';

interface OpenDraftDialogProps {
  draft: Draft | null;
  sportName: string;
  balance: number;
  onClose: () => void;
}

/** 'Open this draft?': the price and the balance after, then the opening and on to the reveal. */
export function OpenDraftDialog({ draft, sportName, balance, onClose }: OpenDraftDialogProps) {
  return (
    <Modal open={draft !== null} onClose={onClose} size="sm" label="Open draft">
      {draft ? (
        <OpenDraftForm draft={draft} sportName={sportName} balance={balance} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function OpenDraftForm({ draft, sportName, balance, onClose }: OpenDraftDialogProps & { draft: Draft }) {
  const titleId = useId();
  const navigate = useNavigate();
  const open = useOpenDraftMutation();
  const idempotency = useIdempotencyKey();
  const name = `${sportName} ${TIER_LABELS[draft.tier]} draft`;

  const submit = () => {
    open.mutate(
      {
        sport: draft.sport,
        tier: draft.tier,
        idempotencyKey: idempotency.keyFor(`${draft.sport}/${draft.tier}`),
      },
      {
        onSuccess: (opening) => {
          idempotency.settle();
          navigate(`/manager/market/drafts/open/${opening.id}`);
        },
        onError: idempotency.settleIfAnswered,
      },
    );
  };

  return (
    <form
      aria-labelledby={titleId}
      className="flex flex-col gap-4 p-6 pt-4 lg:pt-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="font-display text-2xl font-bold uppercase italic">
          Open {name}?
        </h2>
        <ModalCloseButton onClick={onClose} />
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted">Price</dt>
        <dd className="text-right font-semibold tabular-nums">{formatCredits(draft.price)} credits</dd>
        <dt className="text-muted">Your balance</dt>
        <dd className="text-right tabular-nums">{formatCredits(balance)}</dd>
        <dt className="text-muted">Balance after</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="balance-after">
          {formatCredits(balance - draft.price)}
        </dd>
      </dl>
      <p className="text-sm text-muted">
        You get {draft.cards_per_draft} cards, drawn with your current seed pair: you can verify the draw
        afterwards.
      </p>
      {open.isError ? <FormAlert>{errorMessage(open.error)}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={open.isPending}>
          Open for {formatCredits(draft.price)} cr
        </Button>
      </div>
    </form>
  );
}
