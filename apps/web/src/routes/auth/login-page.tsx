import type { Credentials, credentialsSchema } from '@shred/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '../../api/index.ts';
import { login } from '../../features/auth/index.ts';
import { passNext, safeNextPath } from '../../features/navigation/next-param.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { lazyResolver } from '../../ui/lazy-resolver.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import { applyServerFieldErrors } from '../../ui/server-field-errors.ts';
import { TextField } from '../../ui/text-field.tsx';
import { AuthHeading } from './auth-heading.tsx';

const check = lazyResolver<z.input<typeof credentialsSchema>, Credentials>(() =>
  import('./login-resolver.ts').then((m) => m.loginResolver),
);

/** /login: e-mail and password; afterwards back to `next` when it is a page of this app. */
export function LoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof credentialsSchema>, unknown, Credentials>({
    resolver: check.resolver,
  });

  const onSubmit = handleSubmit(async (credentials) => {
    setFormError(null);
    try {
      await login(credentials);
      navigate(safeNextPath(search.get('next')), { replace: true });
    } catch (error) {
      if (!applyServerFieldErrors(error, ['email', 'password'], setError)) setFormError(errorMessage(error));
    }
  });

  return (
    <>
      <AuthHeading title="Log in">Welcome back, manager. Your crew is waiting.</AuthHeading>
      <form onSubmit={onSubmit} onFocus={check.preload} noValidate className="flex flex-col gap-4">
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link
          to="/forgot-password"
          className="-mt-1 self-end text-sm font-medium text-accent hover:underline"
        >
          Forgot password?
        </Link>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          Log in
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        New to Shred League?{' '}
        <Link
          to={passNext('/register', search.get('next'))}
          className="font-semibold text-accent hover:underline"
        >
          Create account
        </Link>
      </p>
    </>
  );
}
