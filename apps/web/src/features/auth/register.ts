import type { CurrentUser, RegisterBody } from '@shred/contract';
import { ApiError, call, type FieldErrors, isRecord, OfflineError } from '../../api/index.ts';
import { INVITER_ID_KEY } from './auth.constants.ts';
import { login } from './login.ts';

export const REGISTRATION_MESSAGES = {
  failed: 'Registration failed.',
  unexpected: 'Registration failed due to an unexpected error.',
} as const;

const REGISTER_FIELDS = ['email', 'password', 'username'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterFieldErrors = Partial<Record<RegisterField, string>>;

export interface RegisterInput {
  credentials: RegisterBody['credentials'];
  /** Taken from local storage (`inviterId`, set by invite links) when not given. */
  inviterId?: number | string | null;
  leagueSlug?: string | null;
}

/** A refused registration: the message of spec §5 plus per-field errors for the form. */
export class RegistrationError extends ApiError {
  override readonly name: string = 'RegistrationError';
  readonly fieldErrors: RegisterFieldErrors;

  constructor(status: number, body: unknown, cause: unknown) {
    super(status, body, { message: registrationMessage(body), cause });
    this.fieldErrors = registerFieldErrors(this.fields);
  }
}

/**
 * Create an account (POST users/register/, 201 expected) and then sign in with the same
 * credentials through the normal login steps (A13).
 */
export async function register(input: RegisterInput): Promise<CurrentUser> {
  const body: RegisterBody = {
    credentials: input.credentials,
    inviterId: input.inviterId ?? storedInviterId(),
    leagueSlug: input.leagueSlug ?? null,
  };
  try {
    await call('register', { body });
  } catch (error) {
    // An outage keeps its own message: 'unexpected error' would hide that retrying can help.
    if (error instanceof OfflineError) throw error;
    throw error instanceof ApiError
      ? new RegistrationError(error.status, error.body, error)
      : new RegistrationError(0, undefined, error);
  }
  return login({ email: input.credentials.email, password: input.credentials.password });
}

/** Spec §5: the server's detail, else a generic text; a body that is not an object is unexpected. */
function registrationMessage(body: unknown): string {
  if (!isRecord(body)) return REGISTRATION_MESSAGES.unexpected;
  return typeof body.detail === 'string' && body.detail.trim() !== ''
    ? body.detail
    : REGISTRATION_MESSAGES.failed;
}

/** The server names fields by their path in the payload ('credentials.email'); the form by name. */
function registerFieldErrors(fields: FieldErrors): RegisterFieldErrors {
  const errors: RegisterFieldErrors = {};
  for (const [key, messages] of Object.entries(fields)) {
    const name = key.replace(/^credentials\./, '');
    if (isRegisterField(name)) errors[name] = messages.join(' ');
  }
  return errors;
}

function isRegisterField(name: string): name is RegisterField {
  return (REGISTER_FIELDS as readonly string[]).includes(name);
}

/** Invite links store the inviter; a value that is not a numeric id would only fail validation. */
function storedInviterId(): string | null {
  const stored = localStorage.getItem(INVITER_ID_KEY);
  return stored && /^\d+$/.test(stored) ? stored : null;
}
