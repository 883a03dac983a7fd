import type { SportEvent } from '@shred/contract';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import { useAuthStore } from '../auth/index.ts';
import { withNext } from '../navigation/next-param.ts';
import { BellIcon } from './event-icons.tsx';
import { NOTIFY_ME_TEXTS, useGameReminderMutation, useGameReminderQuery } from './notify-me.ts';

interface NotifyMeButtonProps {
  event: Pick<SportEvent, 'slug' | 'name' | 'fantasy_games'>;
  fullWidth?: boolean;
  className?: string;
}

/**
 * 'Notify Me' on an upcoming event (R4.88): sets the reminder, then reads 'We’ll notify you'
 * until pressed again. A visitor is sent to log in first and brought back to this page.
 */
export function NotifyMeButton({ event, fullWidth = false, className }: NotifyMeButtonProps) {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const reminder = useGameReminderQuery(event.slug, signedIn);
  const change = useGameReminderMutation(event);
  const active = signedIn && reminder.data?.active === true;

  const press = () => {
    if (!signedIn) {
      navigate(withNext('/auth', `${pathname}${search}`));
      return;
    }
    change.mutate(!active);
  };

  return (
    <Button
      variant={active ? 'primary' : 'secondary'}
      fullWidth={fullWidth}
      className={className}
      loading={change.isPending}
      icon={active ? <CheckIcon width={16} height={16} /> : <BellIcon width={16} height={16} />}
      title={active ? 'Press to stop the reminder' : undefined}
      data-reminder={active ? 'on' : 'off'}
      onClick={press}
    >
      {active ? NOTIFY_ME_TEXTS.on : NOTIFY_ME_TEXTS.off}
    </Button>
  );
}
