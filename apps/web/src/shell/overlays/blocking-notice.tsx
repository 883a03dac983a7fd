import { type ReactNode, useId } from 'react';
import { BlockingScreen } from '../../ui/blocking-screen.tsx';
import { cx } from '../../ui/class-names.ts';
import { BrandLogo } from '../brand-logo.tsx';

interface BlockingNoticeProps {
  testId: string;
  icon: ReactNode;
  /** The icon tile's tint, e.g. 'bg-accent/10'. */
  iconTone: string;
  title: string;
  message: string;
  /** Keep the message's own line breaks (a message written by staff). */
  keepLineBreaks?: boolean;
  /** What the visitor can do, under the message. */
  children?: ReactNode;
  /** A line under the card. */
  footer?: ReactNode;
}

/**
 * The look of the screens nothing gets past (maintenance, update required): the logo, then a
 * card with an icon, the title and the message that name the dialog, and what can be done.
 */
export function BlockingNotice({
  testId,
  icon,
  iconTone,
  title,
  message,
  keepLineBreaks = false,
  children,
  footer,
}: BlockingNoticeProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <BlockingScreen titleId={titleId} descriptionId={messageId} testId={testId}>
      <div className="pt-safe pb-safe flex min-h-full flex-col items-center justify-center px-5 py-10">
        <div className="w-full max-w-md">
          <div className="mb-8 flex justify-center">
            <BrandLogo />
          </div>
          <div className="rounded-3xl border border-line bg-surface/90 p-6 text-center shadow-card backdrop-blur sm:p-8">
            <div className={cx('mx-auto mb-5 grid size-20 place-items-center rounded-2xl', iconTone)}>
              {icon}
            </div>
            <h1
              id={titleId}
              className="font-display text-4xl font-extrabold uppercase italic tracking-tight text-fg"
            >
              {title}
            </h1>
            <p
              id={messageId}
              className={cx(
                'mt-3 text-[15px] leading-relaxed text-muted',
                keepLineBreaks && 'whitespace-pre-line',
              )}
            >
              {message}
            </p>
            {children}
          </div>
          {footer}
        </div>
      </div>
    </BlockingScreen>
  );
}
