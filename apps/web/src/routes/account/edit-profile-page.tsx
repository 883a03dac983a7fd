import { useAuthStore } from '../../features/auth/index.ts';
import { DeleteAccountSection } from '../../features/profile/delete-account-section.tsx';
import { ProfileDetailsForm } from '../../features/profile/profile-details-form.tsx';
import { ProfileImageUpload } from '../../features/profile/profile-image-upload.tsx';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

/** /settings/profile 'Edit Profile': photo, names, and deleting the account. */
export function EditProfilePage() {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  return (
    <>
      <PageHeader title="Edit Profile" back={{ to: '/settings', label: 'Settings' }} />
      <div className="flex flex-col gap-5">
        <Card as="section" aria-labelledby="edit-photo">
          <h2 id="edit-photo" className="mb-4 text-lg font-semibold text-fg">
            Photo
          </h2>
          <ProfileImageUpload />
        </Card>
        <Card as="section" aria-labelledby="edit-details">
          <h2 id="edit-details" className="mb-4 text-lg font-semibold text-fg">
            Details
          </h2>
          <ProfileDetailsForm user={user} submitLabel="Save changes" />
        </Card>
        <Card as="section" className="border-danger/30">
          <DeleteAccountSection />
        </Card>
      </div>
    </>
  );
}
