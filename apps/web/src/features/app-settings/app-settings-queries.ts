import type { AppSettings, AppSettingsUpdate } from '@shred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { setAppSettings } from './app-settings-store.ts';

export const appSettingsKeys = { all: ['app-settings'] as const };

/** GET core/app-settings/ for the staff screen; the answer also refreshes the app's own copy. */
export function useAppSettingsQuery() {
  return useQuery({
    queryKey: appSettingsKeys.all,
    queryFn: async () => {
      const settings = await call('appSettings');
      setAppSettings(settings);
      return settings;
    },
    staleTime: 0,
  });
}

/** PUT core/app-settings/ (staff). The saved settings apply in this tab at once. */
export function useUpdateAppSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppSettingsUpdate) => call('updateAppSettings', { body }),
    onSuccess: (saved: AppSettings) => {
      queryClient.setQueryData(appSettingsKeys.all, saved);
      setAppSettings(saved);
    },
  });
}
