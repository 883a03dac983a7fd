import { useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '../../features/auth/index.ts';
import { passNext, withNext } from '../../features/navigation/next-param.ts';
import { ProfileDetailsForm } from '../../features/profile/profile-details-form.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { AuthHeading } from './auth-heading.tsx';

/**
 * /register/details 'Finish your Profile': names for rankings, then the manager welcome, which
 * is handed the `next` this page came with.
 */
export function RegisterDetailsPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = search.get('next');
  const user = useAuthStore((state) => state.user);

  if (!user) {
    // Not login-flagged (R2.05), so someone may land here signed out, e.g. from an old tab.
    return (
      <>
        <AuthHeading title="Finish your Profile">
          Log in first, then finish setting up your profile.
        </AuthHeading>
        <ButtonLink to={withNext('/login', passNext('/register/details', next))} size="lg" fullWidth>
          Log in
        </ButtonLink>
      </>
    );
  }

  return (
    <>
      <AuthHeading title="Finish your Profile">
        This is how other managers see you on rankings and in leagues.
      </AuthHeading>
      <ProfileDetailsForm
        user={user}
        requireNames
        submitFullWidth
        submitLabel="Continue"
        onSaved={() => navigate(passNext('/manager/welcome', next), { replace: true })}
      />
    </>
  );
}
