import { useId } from 'react';
import { buttonClasses } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { Modal, ModalCloseButton } from '../modals/index.ts';
import { ExternalLinkIcon, MedalIcon } from '../modals/overlay-icons.tsx';
import type { Achievement } from './achievement-store.ts';

interface AchievementModalProps {
  achievement: Achievement | null;
  onClose: () => void;
}

/**
 * Spec §2 achievement modal (small): icon, name, description, and 'Learn More' in a new tab
 * only when the achievement has a link (R2.139, R2.140).
 */
export function AchievementModal({ achievement, onClose }: AchievementModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  if (!achievement) return null;
  return (
    <Modal
      open
      onClose={onClose}
      presentation="dialog"
      size="sm"
      labelledBy={titleId}
      describedBy={descriptionId}
      className="overflow-hidden"
    >
      <div className="relative flex flex-col items-center px-6 pt-10 pb-7 text-center">
        <div aria-hidden="true" className="bg-hero absolute inset-x-0 top-0 h-28 opacity-80" />
        <ModalCloseButton onClick={onClose} className="absolute top-2 right-2" />
        <p className="relative text-xs font-bold uppercase tracking-[0.2em] text-accent">
          Achievement unlocked
        </p>
        <div className="relative mt-4 grid size-24 place-items-center rounded-full border-4 border-surface bg-surface-2 text-lime shadow-card">
          {achievement.icon ? (
            <img
              src={achievement.icon}
              alt=""
              aria-hidden="true"
              className="size-full rounded-full object-cover"
            />
          ) : (
            <MedalIcon width={44} height={44} />
          )}
        </div>
        <h2
          id={titleId}
          className="mt-5 font-display text-3xl font-bold uppercase italic leading-none tracking-tight text-fg"
        >
          {achievement.name}
        </h2>
        <p id={descriptionId} className="mt-3 text-sm leading-relaxed text-muted">
          {achievement.description}
        </p>
        {achievement.link ? (
          <a
            href={achievement.link}
            target="_blank"
            rel="noopener noreferrer"
            className={cx(buttonClasses({ variant: 'secondary', size: 'sm' }), 'relative mt-6')}
          >
            Learn More
            <span className="sr-only"> (opens in a new tab)</span>
            <ExternalLinkIcon width={16} height={16} />
          </a>
        ) : null}
      </div>
    </Modal>
  );
}
