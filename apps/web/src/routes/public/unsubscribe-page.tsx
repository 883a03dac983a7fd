import { EMAIL_TYPES } from '@shred/contract';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, call, errorMessage } from '../../api/index.ts';
import { AlertCircleIcon, CheckCircleIcon, MailIcon } from '../../features/modals/overlay-icons.tsx';
import { emailNoun } from '../../features/notifications/index.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { cx } from '../../ui/class-names.ts';
import { Spinner } from '../../ui/spinner.tsx';

type EmailType = (typeof EMAIL_TYPES)[number];

interface UnsubscribeLink {
  email: string;
  email_type: EmailType;
  token: string;
}

const isEmailType = (value: string): value is EmailType => (EMAIL_TYPES as readonly string[]).includes(value);

/** The link's three parts, or null when one is missing or names an e-mail kind we never send. */
function readLink(params: URLSearchParams): UnsubscribeLink | null {
  const email = params.get('email')?.trim() ?? '';
  const emailType = params.get('email_type')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  if (!email || !token || !isEmailType(emailType)) return null;
  return { email, email_type: emailType, token };
}

function Outcome({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'done' | 'failed' | 'busy';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="mx-auto mt-4 flex max-w-lg flex-col items-center gap-4 text-center sm:mt-10">
      <span
        aria-hidden="true"
        className={cx(
          'grid size-16 place-items-center rounded-2xl',
          tone === 'done' && 'bg-success-bg text-success',
          tone === 'failed' && 'bg-danger-bg text-danger',
          tone === 'busy' && 'bg-surface-2 text-accent',
        )}
      >
        {icon}
      </span>
      <h1 className="font-display text-3xl font-bold uppercase italic tracking-tight text-fg">{title}</h1>
      <div className="flex flex-col items-center gap-4 text-muted">{children}</div>
    </Card>
  );
}

const SETTINGS_LINK = (
  <ButtonLink to="/settings/notifications" variant="secondary">
    Notification settings
  </ButtonLink>
);

/**
 * /unsubscribe (R2.11): the link at the foot of every e-mail. It works without signing in:
 * the link's signed token proves the address, so the page sends it at once and says what
 * stopped, or that the link is broken, with the settings as the way to choose in detail.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const link = readLink(params);
  const unsubscribe = useMutation({
    mutationFn: (body: UnsubscribeLink) => call('unsubscribeEmails', { body }),
  });
  const sentFor = useRef<string | null>(null);
  const key = link ? `${link.email}|${link.email_type}|${link.token}` : null;
  const { mutate } = unsubscribe;

  useEffect(() => {
    // Once per link: a second effect run (strict mode, a re-render) must not post again.
    if (!link || sentFor.current === key) return;
    sentFor.current = key;
    mutate(link);
  }, [key, link, mutate]);

  if (!link || unsubscribe.isError) {
    const detail =
      unsubscribe.error instanceof ApiError && unsubscribe.error.status < 500
        ? 'The link may have been changed, or copied only in part.'
        : unsubscribe.error
          ? errorMessage(unsubscribe.error)
          : 'The link is missing a part. Open it again from the e-mail.';
    return (
      <Outcome
        tone="failed"
        icon={<AlertCircleIcon width={30} height={30} />}
        title="This link does not work"
      >
        <p role="alert">We could not unsubscribe you with this link. {detail}</p>
        <p>You can still switch off any e-mail in your notification settings.</p>
        {SETTINGS_LINK}
      </Outcome>
    );
  }

  if (unsubscribe.isSuccess)
    return (
      <Outcome tone="done" icon={<CheckCircleIcon width={30} height={30} />} title="You are unsubscribed">
        <p role="status">
          You will no longer receive {emailNoun(link.email_type)} e-mails at{' '}
          <span className="font-medium text-fg">{link.email}</span>.
        </p>
        <p>Changed your mind, or want to choose per kind and channel? Your settings have every switch.</p>
        {SETTINGS_LINK}
      </Outcome>
    );

  return (
    <Outcome tone="busy" icon={<MailIcon width={30} height={30} />} title="Unsubscribing">
      <Spinner label="Unsubscribing…" />
    </Outcome>
  );
}
