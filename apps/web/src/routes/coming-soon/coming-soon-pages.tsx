import { ComingSoon } from './coming-soon.tsx';
import { LeaguesArt, NotificationSettingsArt } from './coming-soon-art.tsx';

const TO_EVENTS = { to: '/manager/events', label: 'Back to Events' } as const;

/** /manager/leagues until leagues land. */
export function LeaguesComingSoonPage() {
  return (
    <ComingSoon
      title="Leagues"
      headline="Play a season against your crew"
      art={<LeaguesArt />}
      next={TO_EVENTS}
      promises={[
        'Start a league and invite friends with one link',
        'Pick the events and sports that count',
        'Climb your own table beside the season rankings',
      ]}
    >
      <p>
        Leagues put you and your friends on one table: every game you play in the events your league counts
        adds to your standing.
      </p>
    </ComingSoon>
  );
}

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
