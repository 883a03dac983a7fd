import type { NotificationChannel, NotificationSettings } from '@shred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';
import { showErrorToast } from '../toasts/index.ts';

export const notificationSettingsKey = ['notifications', 'settings'] as const;

/** GET notifications/settings/: every type with the caller's switch on each channel. */
export function useNotificationSettingsQuery() {
  return useQuery({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => call('notificationSettings', { signal }),
    staleTime: STALE_TIMES.default,
  });
}

export interface SettingSwitch {
  type: string;
  channel: NotificationChannel;
  on: boolean;
}

/** One switch set to `on` in cached settings, leaving every other as it is. */
function withSwitch(
  settings: NotificationSettings,
  { type, channel, on }: SettingSwitch,
): NotificationSettings {
  return {
    types: settings.types.map((row) => (row.type === type ? { ...row, [channel]: on } : row)),
  };
}

/**
 * PUT notifications/settings/ with `update_field` = `TYPE.channel` (R3.19, INTERFACE.md). The
 * switch moves at once; a failure puts back that one switch only, so another flipped
 * meanwhile keeps its new state, and says why in a toast.
 */
export function useNotificationSettingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, channel, on }: SettingSwitch) =>
      call('notificationSettingsUpdate', { body: { update_field: `${type}.${channel}`, update_value: on } }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsKey });
      queryClient.setQueryData<NotificationSettings>(notificationSettingsKey, (settings) =>
        settings ? withSwitch(settings, change) : settings,
      );
    },
    onError: (error, change) => {
      queryClient.setQueryData<NotificationSettings>(notificationSettingsKey, (settings) =>
        settings ? withSwitch(settings, { ...change, on: !change.on }) : settings,
      );
      showErrorToast(error);
    },
  });
}
