import type { AdminUserDetail, AdminUserUpdateBody } from '@shred/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/index.ts';
import { useUpdateAdminUser } from '../../../features/admin-users/admin-user-queries.ts';
import { confirm } from '../../../features/modals/index.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { SwitchField } from '../switch-field.tsx';

/**
 * Staff access and the verified tick as switches, each saved at once, and deactivation behind
 * a confirmation. Your own staff access and account cannot be switched off here (the server
 * refuses it too).
 */
export function AccountControls({ user, self }: { user: AdminUserDetail; self: boolean }) {
  const update = useUpdateAdminUser(user.username);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<keyof AdminUserUpdateBody | null>(null);

  const save = async (body: AdminUserUpdateBody, field: keyof AdminUserUpdateBody) => {
    setFailure(null);
    setBusy(field);
    try {
      await update.mutateAsync(body);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const toggleActive = async () => {
    const deactivating = !user.deactivated;
    const ok = await confirm(
      deactivating
        ? {
            title: `Deactivate @${user.username}?`,
            message:
              'They are signed out everywhere at once and cannot log in until the account is reactivated. Their teams, cards and credits stay as they are.',
            confirmText: 'Deactivate',
            danger: true,
          }
        : {
            title: `Reactivate @${user.username}?`,
            message: 'They can log in again with their password.',
            confirmText: 'Reactivate',
          },
    );
    if (ok) await save({ active: !deactivating }, 'active');
  };

  return (
    <div className="flex flex-col gap-5">
      <SwitchField
        label="Staff"
        on={user.is_staff}
        checked={user.is_staff}
        disabled={busy !== null || (self && user.is_staff)}
        description={
          self ? 'Your own staff access: another staff member can change it.' : 'Opens the admin area.'
        }
        onChange={(event) => void save({ is_staff: event.currentTarget.checked }, 'is_staff')}
      />
      <SwitchField
        label="Verified"
        on={user.is_verified}
        checked={user.is_verified}
        disabled={busy !== null}
        description="The tick beside their name everywhere."
        onChange={(event) => void save({ is_verified: event.currentTarget.checked }, 'is_verified')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex flex-col gap-2 border-t border-line pt-5">
        <p className="text-sm text-muted">
          {user.deactivated
            ? 'This account is deactivated: it cannot log in.'
            : self
              ? 'You cannot deactivate your own account.'
              : 'Deactivating signs the player out everywhere and blocks their login.'}
        </p>
        <Button
          variant={user.deactivated ? 'secondary' : 'danger'}
          className="self-start"
          disabled={self || (busy !== null && busy !== 'active')}
          loading={busy === 'active'}
          onClick={() => void toggleActive()}
        >
          {user.deactivated ? 'Reactivate account' : 'Deactivate account'}
        </Button>
      </div>
    </div>
  );
}
