/** Local storage key of the inviter id (spec §3), read again when the visitor registers. */
export const INVITER_ID_KEY = 'inviterId';

/** Spec §2: an `inviterId` query parameter on any page is saved locally (R2.113). */
export function rememberInviterId(search: URLSearchParams, storage: Pick<Storage, 'setItem'>): void {
  const inviterId = search.get('inviterId')?.trim();
  if (!inviterId) return;
  try {
    storage.setItem(INVITER_ID_KEY, inviterId);
  } catch {
    // Storage may be unavailable (private mode); losing a referral must not break navigation.
  }
}

export function readInviterId(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    return storage.getItem(INVITER_ID_KEY);
  } catch {
    return null;
  }
}
