import { formatCount } from '@shred/game';
import { type ReactNode, useId } from 'react';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { TextSkeleton } from '../../ui/skeleton.tsx';
import { ModalCloseButton } from '../modals/index.ts';

interface SpendFormProps {
  title: ReactNode;
  /** The line under the title. */
  subtitle?: ReactNode;
  /** The big display title of a purchase, or the plain one of a settings dialog. */
  titleStyle?: 'display' | 'plain';
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** A dialog's form that spends credits: its title and close button over what it costs. */
export function SpendForm({
  title,
  subtitle,
  titleStyle = 'display',
  onClose,
  onSubmit,
  children,
}: SpendFormProps) {
  const titleId = useId();
  const heading = (
    <h2
      id={titleId}
      className={
        titleStyle === 'display'
          ? 'font-display text-2xl font-bold uppercase italic'
          : 'text-lg font-semibold text-fg'
      }
    >
      {title}
    </h2>
  );
  return (
    <form
      aria-labelledby={titleId}
      className="flex flex-col gap-4 p-6 pt-4 lg:pt-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="flex items-start justify-between gap-3">
        {subtitle ? (
          <div>
            {heading}
            <p className="text-sm text-muted">{subtitle}</p>
          </div>
        ) : (
          heading
        )}
        <ModalCloseButton onClick={onClose} />
      </div>
      {children}
    </form>
  );
}

interface SpendSummaryProps {
  price: number;
  /** Unknown while the balance loads. */
  balance: number | undefined;
  /** Rows shown above the price, e.g. who sells. */
  children?: ReactNode;
}

/** Price, balance and the balance after: a balance that falls short shows a dash. */
export function SpendSummary({ price, balance, children }: SpendSummaryProps) {
  const after = balance === undefined ? undefined : balance - price;
  const short = after !== undefined && after < 0;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
      {children}
      <dt className="text-muted">Price</dt>
      <dd className="text-right font-semibold tabular-nums" data-testid="price">
        {formatCount(price)} credits
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
  );
}

/** 'Not enough credits', with the way to buy more, once a balance falls short of a price. */
export function ShortOfCredits({
  price,
  balance,
  purpose,
}: {
  price: number;
  balance: number | undefined;
  purpose: string;
}) {
  if (balance === undefined || balance >= price) return null;
  return (
    <FormAlert title="Not enough credits">
      You need {formatCount(price - balance)} more credits {purpose}.{' '}
      <ButtonLink to="/manager/market/drafts/credits" variant="secondary" size="sm" className="mt-2">
        Buy credits
      </ButtonLink>
    </FormAlert>
  );
}

interface SpendActionsProps {
  onClose: () => void;
  submitLabel: ReactNode;
  pending: boolean;
  disabled?: boolean;
}

/** Cancel and the button that spends, in the order phones and desktops expect them. */
export function SpendActions({ onClose, submitLabel, pending, disabled = false }: SpendActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onClose} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
