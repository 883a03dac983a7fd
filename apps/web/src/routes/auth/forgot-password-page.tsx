import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@shred/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AuthHeading } from './auth-heading.tsx';
import { useForgotPasswordMutation } from './password-reset.ts';

const forgotSchema = z.object({ email: emailSchema });

/** /forgot-password: asks the server to e-mail a reset link and shows its answer. */
export function ForgotPasswordPage() {
  const request = useForgotPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof forgotSchema>, unknown, z.output<typeof forgotSchema>>({
    resolver: zodResolver(forgotSchema),
  });

  return (
    <>
      <AuthHeading title="Forgot password">
        Enter your e-mail and we will send you a link to set a new one.
      </AuthHeading>
      <form
        onSubmit={handleSubmit(({ email }) => request.mutate(email))}
        noValidate
        className="flex flex-col gap-4"
      >
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        {request.isSuccess ? <FormAlert tone="success">{request.data.detail}</FormAlert> : null}
        {request.isError ? <FormAlert>{errorMessage(request.error)}</FormAlert> : null}
        <Button type="submit" size="lg" fullWidth loading={request.isPending}>
          Send reset link
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-accent hover:underline">
          Back to log in
        </Link>
      </p>
    </>
  );
}
