import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { confirm } from '../modals/index.ts';
import { useDeleteAccountMutation } from './own-profile.ts';

/**
 * Deleting the account asks first, calls DELETE users/delete-account/ and then logs out through
 * /auth/logout. Logging out here directly would unmount this page (it needs a user) before it
 * could navigate anywhere.
 */
export function DeleteAccountSection() {
  const remove = useDeleteAccountMutation();
  const navigate = useNavigate();

  const askAndDelete = async () => {
    const confirmed = await confirm({
      danger: true,
      title: 'Delete your account?',
      message: 'Everything in your Shred League account will be deleted permanently.',
      confirmText: 'Delete account',
    });
    if (!confirmed) return;
    remove.mutate(undefined, { onSuccess: () => navigate('/auth/logout', { replace: true }) });
  };

  return (
    <section aria-labelledby="delete-account-title" className="flex flex-col gap-3">
      <h2 id="delete-account-title" className="text-lg font-semibold text-danger">
        Delete account
      </h2>
      <p className="text-sm text-muted">
        Your e-mail, names, photo and follows are removed for good; past teams stay on old leaderboards under
        an anonymous name. This cannot be undone.
      </p>
      {remove.isError ? <FormAlert>{errorMessage(remove.error)}</FormAlert> : null}
      <Button
        variant="danger"
        className="self-start max-sm:w-full"
        loading={remove.isPending}
        onClick={() => void askAndDelete()}
      >
        Delete my account
      </Button>
    </section>
  );
}
