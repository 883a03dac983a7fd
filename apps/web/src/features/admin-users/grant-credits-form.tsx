import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffGrantBody, staffGrantBodySchema } from '@shred/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { applyServerFieldErrors } from '../../ui/server-field-errors.ts';
import { TextField } from '../../ui/text-field.tsx';
import { formatCredits, formatMovement } from '../credits/index.ts';
import { confirm } from '../modals/index.ts';
import { useGrantCredits } from './admin-user-queries.ts';

interface GrantInput {
  amount: string;
  reason: string;
}

/** The typed amount is text: a whole number, then the contract's own rules and messages. */
const grantFormSchema: z.ZodType<StaffGrantBody, GrantInput> = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^[-−]?\d+$/, 'Give a whole number of credits, with a minus to take some.')
    .transform((text) => Number(text.replace('−', '-')))
    .pipe(staffGrantBodySchema.shape.amount),
  reason: staffGrantBodySchema.shape.reason,
});

/**
 * Grant credits (or take them with a negative amount) with the reason the ledger keeps: asks
 * first, then shows the new balance. The server's refusals land on their fields.
 */
export function GrantCreditsForm({ username, balance }: { username: string; balance: number }) {
  const grant = useGrantCredits(username);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<GrantInput, unknown, StaffGrantBody>({
    resolver: zodResolver(grantFormSchema),
    defaultValues: { amount: '', reason: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    setDone(null);
    const taking = body.amount < 0;
    const ok = await confirm({
      title: taking ? 'Take credits?' : 'Grant credits?',
      message: `${formatMovement(body.amount)} credits for @${username} (“${body.reason}”). Their balance goes from ${formatCredits(balance)} to ${formatCredits(balance + body.amount)}.`,
      confirmText: taking ? 'Take credits' : 'Grant credits',
      danger: taking,
    });
    if (!ok) return;
    try {
      const result = await grant.mutateAsync(body);
      reset();
      setDone(
        `${formatMovement(result.movement.amount)} credits recorded. New balance: ${formatCredits(result.balance)}.`,
      );
    } catch (error) {
      if (!applyServerFieldErrors(error, ['amount', 'reason'], setError)) setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Grant credits" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <TextField
          label="Amount"
          inputMode="numeric"
          autoComplete="off"
          placeholder="250"
          hint="Negative to take"
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextField
          label="Reason"
          autoComplete="off"
          placeholder="Prize for the Laax Open photo contest"
          hint="Kept in the ledger"
          maxLength={200}
          error={errors.reason?.message}
          {...register('reason')}
        />
      </div>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={isSubmitting || grant.isPending}>
          Grant credits
        </Button>
        <p role="status" className="text-sm font-semibold text-success">
          {done}
        </p>
      </div>
    </form>
  );
}
