import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema } from '@shred/contract';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '../../api/index.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { AuthHeading } from './auth-heading.tsx';
import { useResetPasswordMutation } from './password-reset.ts';

const resetSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'The passwords do not match.',
  });

/** /reset-password?uid=…&token=…: the page the reset e-mail links to (A4). */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const uid = search.get('uid');
  const token = search.get('token');
  const reset = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof resetSchema>, unknown, z.output<typeof resetSchema>>({
    resolver: zodResolver(resetSchema),
  });

  if (!uid || !token) {
    return (
      <>
        <AuthHeading title="Set a new password" />
        <FormAlert>
          This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.
        </FormAlert>
        <ButtonLink to="/forgot-password" variant="secondary" fullWidth className="mt-6">
          Request a new link
        </ButtonLink>
      </>
    );
  }

  if (reset.isSuccess) {
    return (
      <>
        <AuthHeading title="Password changed" />
        <FormAlert tone="success">{reset.data.detail}</FormAlert>
        <ButtonLink to="/login" size="lg" fullWidth className="mt-6">
          Log in
        </ButtonLink>
      </>
    );
  }

  return (
    <>
      <AuthHeading title="Set a new password">Choose a password with at least 8 characters.</AuthHeading>
      <form
        onSubmit={handleSubmit(({ password }) => reset.mutate({ uid, token, password }))}
        noValidate
        className="flex flex-col gap-4"
      >
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        {reset.isError ? <FormAlert>{errorMessage(reset.error)}</FormAlert> : null}
        <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
          Save new password
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        <Link to="/forgot-password" className="font-semibold text-accent hover:underline">
          Request a new link
        </Link>
      </p>
    </>
  );
}
