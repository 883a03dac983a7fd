import { useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import { inputClasses } from '../../ui/text-field.tsx';
import { copyText } from '../share/index.ts';
import { toast } from '../toasts/index.ts';

/** The invite link, to copy or (where the device offers it) to hand to the system share sheet. */
export function ShareInvite({ url, leagueName }: { url: string; leagueName: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    if (await copyText(url)) {
      setCopied(true);
      toast.success('Send it to your friends: it brings them straight to the league.', 'Invite link copied');
    } else toast.error('Select the link and copy it yourself.', 'Could not copy');
  };
  const share = async () => {
    try {
      await navigator.share({ title: leagueName, text: `Join my league ${leagueName} on Shred League`, url });
    } catch {
      // Closing the share sheet is not a failure worth telling.
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Invite friends
      </h2>
      <p className="mt-1 text-sm text-muted">Anyone with this link can join, even without an account yet.</p>
      <label htmlFor={`${id}-link`} className="sr-only">
        Invite link
      </label>
      <input
        id={`${id}-link`}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className={`${inputClasses(false)} mt-3 h-10 text-sm`}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={copy}
          icon={copied ? <CheckIcon width={16} height={16} /> : undefined}
          className="flex-1 sm:flex-none"
        >
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        {canShare ? (
          <Button size="sm" onClick={share} className="flex-1 sm:flex-none">
            Share…
          </Button>
        ) : null}
      </div>
    </section>
  );
}
