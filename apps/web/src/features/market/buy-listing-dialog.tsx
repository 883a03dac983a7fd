import { HOUSE_SELLER_NAME, type Listing } from '@shred/contract';
import { formatCount } from '@shred/game';
import { useId } from 'react';
import { errorMessage } from '../../api/index.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { TextSkeleton } from '../../ui/skeleton.tsx';
import { AthleteCardArt, TIER_LABELS } from '../athletes/index.ts';
import { useCreditsQuery, useIdempotencyKey } from '../credits/index.ts';
import { Modal, ModalCloseButton } from '../modals/index.ts';
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
  const titleId = useId();
  const credits = useCreditsQuery();
  const buy = useBuyListingMutation();
  const idempotency = useIdempotencyKey();
  const name = listingAthleteName(listing);
  const balance = credits.data?.balance;
  const after = balance === undefined ? undefined : balance - listing.price;
  const short = after !== undefined && after < 0;

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
          Buy {name}?
        </h2>
        <ModalCloseButton onClick={onClose} />
      </div>
      <div className="grid grid-cols-[7rem_1fr] items-start gap-4 sm:grid-cols-[9rem_1fr]">
        <AthleteCardArt card={listing.card} />
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted">Seller</dt>
          <dd className="truncate text-right">
            {listing.is_house ? HOUSE_SELLER_NAME : `@${listing.seller_username}`}
          </dd>
          <dt className="text-muted">Price</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="price">
            {formatCount(listing.price)} credits
          </dd>
          <dt className="text-muted">Your balance</dt>
          <dd className="text-right tabular-nums">
            {balance === undefined ? <TextSkeleton className="w-10" /> : formatCount(balance)}
          </dd>
          <dt className="font-semibold">Balance after</dt>
          <dd
            className={
              short
                ? 'text-right font-semibold text-danger tabular-nums'
                : 'text-right font-semibold tabular-nums'
            }
            data-testid="balance-after"
          >
            {after === undefined ? <TextSkeleton className="w-10" /> : short ? '–' : formatCount(after)}
          </dd>
        </dl>
      </div>
      {short && after !== undefined ? (
        <FormAlert title="Not enough credits">
          You need {formatCount(-after)} more credits to buy this card.{' '}
          <ButtonLink to="/manager/market/drafts/credits" variant="secondary" size="sm" className="mt-2">
            Buy credits
          </ButtonLink>
        </FormAlert>
      ) : null}
      {buy.isError ? <FormAlert>{errorMessage(buy.error)}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={buy.isPending} disabled={balance === undefined || short}>
          Buy for {formatCount(listing.price)} cr
        </Button>
      </div>
    </form>
  );
}
