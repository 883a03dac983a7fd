import { type ReactNode, useId, useRef } from 'react';
import { Button } from '../../ui/button.tsx';
import { BoltIcon, CalendarIcon, TrophyIcon, UsersIcon } from '../../ui/icons.tsx';
import { Modal } from '../modals/index.ts';
import { BellIcon } from '../modals/overlay-icons.tsx';
import { PUSH_BENEFITS } from './push-permission.constants.ts';
import type { DialogAnswer } from './push-permission-flow.ts';
import { answerPushDialog, usePushDialogOpen } from './push-permission-store.ts';

const BENEFIT_ICONS: Record<(typeof PUSH_BENEFITS)[number]['title'], ReactNode> = {
  'New Games': <CalendarIcon />,
  'Latest Results': <TrophyIcon />,
  'Athlete Alerts': <BoltIcon />,
  'Social Notifications': <UsersIcon />,
};

interface PushPermissionDialogProps {
  open: boolean;
  onAnswer: (answer: DialogAnswer) => void;
}

/**
 * Spec §2 push permission dialog (native only): 'Push Notifications', the four benefits,
 * 'Not Now' and 'Enable' (R2.159). Closing it any other way is a Not Now: the visitor said no
 * to the question, and the settings can still switch push on.
 */
export function PushPermissionDialog({ open, onAnswer }: PushPermissionDialogProps) {
  const titleId = useId();
  const textId = useId();
  const enableRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={() => onAnswer('not-now')}
      size="sm"
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={enableRef}
      className="overflow-hidden"
    >
      <div className="relative px-6 pt-8 pb-6 lg:pt-10">
        <div aria-hidden="true" className="bg-hero absolute inset-x-0 top-0 h-28 opacity-80" />
        <div className="relative flex flex-col items-center text-center">
          <span
            aria-hidden="true"
            className="grid size-16 place-items-center rounded-2xl border-4 border-surface bg-accent text-on-accent shadow-card"
          >
            <BellIcon width={30} height={30} />
          </span>
          <h2
            id={titleId}
            className="mt-4 font-display text-3xl font-bold uppercase italic leading-none tracking-tight text-fg"
          >
            Push Notifications
          </h2>
          <p id={textId} className="mt-2 text-sm leading-relaxed text-muted">
            Stay in the game when the app is closed.
          </p>
        </div>
        <ul className="relative mt-6 space-y-3">
          {PUSH_BENEFITS.map((benefit) => (
            <li key={benefit.title} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2 text-accent"
              >
                {BENEFIT_ICONS[benefit.title]}
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-fg">{benefit.title}</span>
                <span className="block text-sm text-muted">{benefit.text}</span>
              </span>
            </li>
          ))}
        </ul>
        <div className="relative mt-7 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onAnswer('not-now')}>
            Not Now
          </Button>
          <Button ref={enableRef} onClick={() => onAnswer('enable')}>
            Enable
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** Mounted once in the overlay host; opened by the start-up permission check. */
export function PushPermissionHost() {
  const open = usePushDialogOpen();
  return <PushPermissionDialog open={open} onAnswer={answerPushDialog} />;
}
