import { zodResolver } from '@hookform/resolvers/zod';
import { type CurrentUser, NAME_MAX, usernameSchema } from '@shred/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { applyServerFieldErrors } from '../../ui/server-field-errors.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useUpdateProfileMutation } from './own-profile.ts';

const FIELDS = ['username', 'first_name', 'last_name'] as const;

const nameSchema = (required: boolean, label: string) => {
  const base = z.string().trim().max(NAME_MAX, `Use at most ${NAME_MAX} characters.`);
  return required ? base.min(1, `Enter your ${label}.`) : base;
};

const detailsSchema = (requireNames: boolean) =>
  z.object({
    username: usernameSchema,
    first_name: nameSchema(requireNames, 'first name'),
    last_name: nameSchema(requireNames, 'last name'),
  });

interface ProfileDetailsFormProps {
  user: CurrentUser;
  submitLabel: string;
  /** Finishing a profile asks for real names; editing one lets them stay empty. */
  requireNames?: boolean;
  /** Full-width submit for narrow cards such as the sign-up flow. */
  submitFullWidth?: boolean;
  onSaved?: (user: CurrentUser) => void;
}

/** Username, first and last name → PUT users/profile/{id}/, with the server's field errors inline. */
export function ProfileDetailsForm({
  user,
  submitLabel,
  requireNames = false,
  submitFullWidth = false,
  onSaved,
}: ProfileDetailsFormProps) {
  const schema = useMemo(() => detailsSchema(requireNames), [requireNames]);
  const update = useUpdateProfileMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { username: user.username, first_name: user.first_name, last_name: user.last_name },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutateAsync(values).then(
      (saved) => {
        reset({ username: saved.username, first_name: saved.first_name, last_name: saved.last_name });
        onSaved?.(saved);
      },
      (error: unknown) => applyServerFieldErrors(error, FIELDS, setError),
    ),
  );
  const fieldErrorsShown = Object.keys(errors).length > 0;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="3–30 letters, digits, dots, dashes or underscores. Shown on rankings."
        error={errors.username?.message}
        {...register('username')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      {update.isError && !fieldErrorsShown ? <FormAlert>{errorMessage(update.error)}</FormAlert> : null}
      {update.isSuccess && !isDirty ? <FormAlert tone="success">Your profile is saved.</FormAlert> : null}
      <Button
        type="submit"
        size={submitFullWidth ? 'lg' : 'md'}
        fullWidth={submitFullWidth}
        loading={update.isPending}
        className={submitFullWidth ? undefined : 'self-start max-sm:w-full'}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
