import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/index.ts';

/**
 * Put the server's per-field messages (`fields` of the error body) on the matching inputs.
 * Returns true when at least one field got a message, so the form can skip a duplicate
 * summary of the same problem.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  names: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const name of names) {
    const messages = error.fields[name];
    if (messages && messages.length > 0) {
      setError(name, { type: 'server', message: messages.join(' ') });
      applied = true;
    }
  }
  return applied;
}
