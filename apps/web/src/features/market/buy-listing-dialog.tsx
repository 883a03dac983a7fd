import { HOUSE_SELLER_NAME, type Listing } from '@shred/contract';
import { formatCount } from '@shred/game';
import { errorMessage } from '../../api/index.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { AthleteCardArt, TIER_LABELS } from '../athletes/index.ts';
import {
  ShortOfCredits,
  SpendActions,
  SpendForm,
  SpendSummary,
  useCreditsQuery,
  useIdempotencyKey,
} from '../credits/index.ts';
import { Modal } from '../modals/index.ts';
import { toast } from '../toasts/index.ts';
import { listingAthleteName } from './market-format.ts';
import { useBuyListingMutation } from './market-queries.ts';

interface BuyListingDialogProps {
  listing: Listing | null;
  onClose: () => void;
}

/** 'Buy this card?': the card, its price and the balance after, then the purchase. */
export function BuyListingDialog({ listing, onClose }: BuyListingDialogProps) {
  return (
    <Modal open={listing !== null} onClose={onClose} size="md" label="Buy card">
      {listing ? <BuyListingForm listing={listing} onClose={onClose} /> : null}
    </Modal>
  );
}

function BuyListingForm({ listing, onClose }: { listing: Listing; onClose: () => void }) {
  const credits = useCreditsQuery();
  const buy = useBuyListingMutation();
  const idempotency = useIdempotencyKey();
  const name = listingAthleteName(listing);
  const balance = credits.data?.balance;

  const submit = () => {
    buy.mutate(
      { listingId: listing.id, idempotencyKey: idempotency.keyFor(`listing:${listing.id}`) },
      {
        onSuccess: (purchase) => {
          idempotency.settle();
          toast.success(
            `${name} (${TIER_LABELS[listing.card.tier]}) is yours. Balance: ${formatCount(purchase.balance)} credits.`,
            'Card bought',
          );
          onClose();
        },
        onError: idempotency.settleIfAnswered,
      },
    );
  };

  return (
    <SpendForm title={`Buy ${name}?`} onClose={onClose} onSubmit={submit}>
      <div className="grid grid-cols-[7rem_1fr] items-start gap-4 sm:grid-cols-[9rem_1fr]">
        <AthleteCardArt card={listing.card} />
        <SpendSummary price={listing.price} balance={balance}>
          <dt className="text-muted">Seller</dt>
          <dd className="truncate text-right">
            {listing.is_house ? HOUSE_SELLER_NAME : `@${listing.seller_username}`}
          </dd>
        </SpendSummary>
      </div>
      <ShortOfCredits price={listing.price} balance={balance} purpose="to buy this card" />
      {buy.isError ? <FormAlert>{errorMessage(buy.error)}</FormAlert> : null}
      <SpendActions
        onClose={onClose}
        submitLabel={`Buy for ${formatCount(listing.price)} cr`}
        pending={buy.isPending}
        disabled={balance === undefined || balance < listing.price}
      />
    </SpendForm>
  );
}
