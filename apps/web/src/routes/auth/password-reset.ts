import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/index.ts';

/** POST users/forgot-password/ {email}; the server's message is shown either way (spec §8). */
export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: (email: string) => call('forgotPassword', { body: { email } }) });
}

interface ResetInput {
  uid: string;
  token: string;
  password: string;
}

/** POST users/reset-password/{uid}/{token}/ {password}, the two values coming from the e-mailed link (A4). */
export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: ({ uid, token, password }: ResetInput) =>
      call('resetPassword', { params: { uid, token }, body: { password } }),
  });
}
