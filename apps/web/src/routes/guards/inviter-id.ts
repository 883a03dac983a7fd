/** Local storage key of the inviter id (spec §3); registration reads it back (features/auth). */
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
