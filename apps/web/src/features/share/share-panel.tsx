import { type ComponentType, type SVGProps, useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { Modal, ModalCloseButton } from '../modals/index.ts';
import {
  FacebookIcon,
  LinkIcon,
  MailIcon,
  RedditIcon,
  ShareIcon,
  TelegramIcon,
  WhatsAppIcon,
  XLogoIcon,
} from '../modals/overlay-icons.tsx';
import { showToast } from '../toasts/index.ts';
import { copyText } from './copy-text.ts';
import { NETWORK_NAMES, SHARE_NETWORKS, type ShareNetwork, shareUrl } from './share-links.ts';
import type { ShareOptions } from './share-store.ts';

export const LINK_COPIED = 'Link copied to clipboard';

const NETWORK_LOOK: Record<ShareNetwork, { Icon: ComponentType<SVGProps<SVGSVGElement>>; tone: string }> = {
  x: { Icon: XLogoIcon, tone: 'bg-fg text-bg' },
  facebook: { Icon: FacebookIcon, tone: 'bg-[#1877f2] text-white' },
  whatsapp: { Icon: WhatsAppIcon, tone: 'bg-[#1fa855] text-white' },
  telegram: { Icon: TelegramIcon, tone: 'bg-[#229ed9] text-white' },
  reddit: { Icon: RedditIcon, tone: 'bg-[#ff4500] text-white' },
  email: { Icon: MailIcon, tone: 'bg-surface-2 text-fg border border-line' },
};

interface SharePanelProps {
  options: ShareOptions | null;
  onClose: () => void;
}

/**
 * Spec §2 share panel: title, subtitle, one button per network (each sharing the title, the
 * hashtags joined by commas and the url), and Copy Link, which copies, says 'Link copied to
 * clipboard' and closes the panel. The system share sheet is offered too where there is one.
 */
export function SharePanel({ options, onClose }: SharePanelProps) {
  const titleId = useId();
  const subtitleId = useId();
  if (!options) return null;
  const { content } = options;
  const networks = content.networks ?? SHARE_NETWORKS;
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copyLink = async () => {
    if (await copyText(content.url)) {
      showToast({ type: 'success', message: LINK_COPIED });
      onClose();
    } else {
      showToast({ type: 'error', message: 'The link could not be copied. Copy it from the address bar.' });
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title: content.title, text: content.title, url: content.url });
      onClose();
    } catch {
      // Dismissed by the user: the panel stays so another way can be chosen.
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      labelledBy={titleId}
      describedBy={options.subtitle ? subtitleId : undefined}
      size="md"
    >
      <div className="flex items-start gap-3 px-5 pt-3 lg:px-6 lg:pt-6">
        <div className="min-w-0 flex-1 pt-1">
          <h2
            id={titleId}
            className="font-display text-2xl font-bold uppercase italic tracking-tight text-fg"
          >
            {options.title}
          </h2>
          {options.subtitle ? (
            <p id={subtitleId} className="mt-1 text-sm text-muted">
              {options.subtitle}
            </p>
          ) : null}
        </div>
        <ModalCloseButton onClick={onClose} className="-mr-2" />
      </div>

      <ul
        aria-label="Share on"
        className="grid grid-cols-4 gap-y-4 px-3 py-5 sm:flex sm:flex-wrap sm:gap-3 sm:px-5 lg:px-6"
      >
        {networks.map((network) => {
          const { Icon, tone } = NETWORK_LOOK[network];
          const name = NETWORK_NAMES[network];
          const external = network !== 'email';
          return (
            <li key={network} className="flex justify-center">
              <a
                href={shareUrl(network, content)}
                aria-label={`Share on ${name}`}
                data-network={network}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="group flex w-16 flex-col items-center gap-2 rounded-2xl py-1 text-xs font-medium text-muted transition hover:text-fg"
              >
                <span
                  className={`grid size-13 place-items-center rounded-full shadow-sm transition group-hover:scale-105 group-active:scale-95 ${tone}`}
                >
                  <Icon width={24} height={24} />
                </span>
                {name}
              </a>
            </li>
          );
        })}
        {canShareNatively ? (
          <li className="flex justify-center">
            <button
              type="button"
              onClick={() => void shareNatively()}
              className="group flex w-16 flex-col items-center gap-2 rounded-2xl py-1 text-xs font-medium text-muted transition hover:text-fg"
            >
              <span className="grid size-13 place-items-center rounded-full border border-line bg-surface-2 text-fg transition group-hover:scale-105 group-active:scale-95">
                <ShareIcon width={22} height={22} />
              </span>
              More
            </button>
          </li>
        ) : null}
      </ul>

      <div className="mx-5 mb-5 flex items-center gap-2 rounded-2xl border border-line bg-surface-2 p-2 pl-4 lg:mx-6 lg:mb-6">
        <span className="min-w-0 flex-1 truncate text-sm text-muted" title={content.url}>
          {content.url}
        </span>
        <Button size="sm" icon={<LinkIcon width={18} height={18} />} onClick={() => void copyLink()}>
          Copy Link
        </Button>
      </div>
    </Modal>
  );
}
