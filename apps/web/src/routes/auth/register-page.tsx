import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, passwordSchema, usernameSchema } from '@shred/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '../../api/index.ts';
import { RegistrationError, randomHandle, register as registerAccount } from '../../features/auth/index.ts';
import { passNext } from '../../features/navigation/next-param.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { ShuffleIcon } from '../../ui/icons.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AuthHeading } from './auth-heading.tsx';

/**
 * The username comes proposed (a random handle, never a piece of the e-mail); it can be
 * changed here or on the next step. Left empty, a fresh handle is sent.
 */
const registerSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: z.union([z.literal(''), usernameSchema]),
});
type RegisterValues = z.output<typeof registerSchema>;
const FIELDS = ['email', 'password', 'username'] as const;

/**
 * /register: creates the account, signs in (A13) and continues to 'Finish your Profile'. A
 * `next` (an invite's league page) is passed along the onboarding steps, which end there.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = search.get('next');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof registerSchema>, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', username: randomHandle() },
  });
  const suggestAnother = () =>
    setValue('username', randomHandle(), { shouldDirty: true, shouldValidate: Boolean(errors.username) });

  const onSubmit = handleSubmit(async ({ email, password, username }) => {
    setFormError(null);
    try {
      await registerAccount({
        credentials: { email, password, username: username || randomHandle() },
        leagueSlug: search.get('league') ?? search.get('leagueSlug'),
      });
      navigate(passNext('/register/details', next), { replace: true });
    } catch (error) {
      let marked = false;
      for (const name of FIELDS) {
        const message = error instanceof RegistrationError ? error.fieldErrors[name] : undefined;
        if (message) setError(name, { type: 'server', message });
        marked ||= Boolean(message);
      }
      if (!marked) setFormError(errorMessage(error));
    }
  });

  return (
    <>
      <AuthHeading title="Create account">Free to play. Takes a minute.</AuthHeading>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
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
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint="Picked at random for you: keep it or make it yours, here or on the next step."
          error={errors.username?.message}
          trailing={
            <button
              type="button"
              onClick={suggestAnother}
              aria-label="Suggest another username"
              title="Suggest another username"
              className="grid size-10 place-items-center rounded-lg text-muted transition hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
            >
              <ShuffleIcon />
            </button>
          }
          {...register('username')}
        />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          Create account
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{' '}
        <Link to={passNext('/login', next)} className="font-semibold text-accent hover:underline">
          Log in
        </Link>
      </p>
    </>
  );
}
