import type { Draft } from '@shred/contract';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { TIER_LABELS } from '../../../features/athletes/index.ts';
import {
  formatCredits,
  SpendActions,
  SpendForm,
  SpendSummary,
  useIdempotencyKey,
} from '../../../features/credits/index.ts';
import { useOpenDraftMutation } from '../../../features/drafts/index.ts';
import { Modal } from '../../../features/modals/index.ts';
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
    <SpendForm title={`Open ${name}?`} onClose={onClose} onSubmit={submit}>
      <SpendSummary price={draft.price} balance={balance} />
      <p className="text-sm text-muted">
        You get {draft.cards_per_draft} cards, drawn with your current seed pair: you can verify the draw
        afterwards.
      </p>
      {open.isError ? <FormAlert>{errorMessage(open.error)}</FormAlert> : null}
      <SpendActions
        onClose={onClose}
        submitLabel={`Open for ${formatCredits(draft.price)} cr`}
        pending={open.isPending}
      />
    </SpendForm>
  );
}
