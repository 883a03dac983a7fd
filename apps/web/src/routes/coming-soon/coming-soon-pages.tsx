import { ComingSoon } from './coming-soon.tsx';
import { NotificationSettingsArt } from './coming-soon-art.tsx';

/** /settings/notifications (the notifications panel's settings icon) until its settings land. */
export function NotificationSettingsComingSoonPage() {
  return (
    <ComingSoon
      title="Notification settings"
      headline="Choose what reaches you"
      art={<NotificationSettingsArt />}
      next={{ to: '/notifications', label: 'Back to Notifications' }}
      promises={[
        'New games and results of the sports you follow',
        'Alerts when your athletes are on a startlist',
        'Followers and league news, by push or by e-mail',
      ]}
    >
      <p>Soon you will switch each kind of notification on or off, for each way it can reach you.</p>
    </ComingSoon>
  );
}
