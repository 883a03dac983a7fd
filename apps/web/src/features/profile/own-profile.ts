import type { CurrentUser, ProfileUpdateBody } from '@shred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { authStore, setUser } from '../auth/index.ts';
import { publicProfileKeys } from './public-profile.ts';

/**
 * The signed-in user's own account. Its data lives in the auth store (it is the session's
 * user), so these mutations write their answers there and drop cached public views of it.
 */
function signedInUser(): CurrentUser {
  const { user } = authStore.getState();
  if (!user) throw new Error('You need to be logged in to do this.');
  return user;
}

/** PUT users/profile/{id}/ with the changed fields. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Omit<ProfileUpdateBody, 'id'>) => {
      const user = signedInUser();
      return call('updateProfile', { params: { id: user.id }, body: { id: user.id, ...changes } });
    },
    onSuccess: (user) => {
      setUser(user);
      void queryClient.invalidateQueries({ queryKey: publicProfileKeys.all });
    },
  });
}

/** POST users/profile-image/ as multipart with the field profile_image (spec §3, §7). */
export function useUploadProfileImageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('profile_image', file);
      return call('uploadProfileImage', { body: form });
    },
    onSuccess: ({ profile_image }) => {
      const user = authStore.getState().user;
      if (user) setUser({ ...user, profile_image });
      void queryClient.invalidateQueries({ queryKey: publicProfileKeys.all });
    },
  });
}

/** DELETE users/delete-account/; the caller then ends the session (via /auth/logout). */
export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: () => call('deleteAccount') });
}
