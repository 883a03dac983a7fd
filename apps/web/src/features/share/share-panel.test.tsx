import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, ToastStack } from '../toasts/index.ts';
import { ShareHost } from './share-host.tsx';
import { LINK_COPIED } from './share-panel.tsx';
import { closeShare, openShare, shareStore } from './share-store.ts';

const options = {
  title: 'Share your team',
  subtitle: 'Challenge your friends to beat it',
  content: {
    url: 'https://shredleague.app/t/42',
    title: 'My X Games team',
    hashtags: ['ShredLeague', 'XGames'],
  },
};

function renderPanel() {
  render(
    <>
      <ShareHost />
      <ToastStack />
    </>,
  );
  act(() => openShare(options));
}

describe('share panel (spec §2)', () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    cleanup();
    act(() => {
      closeShare();
      clearToasts();
    });
    Reflect.deleteProperty(navigator, 'share');
  });

  it('R2.149: shows title, subtitle and a row of network buttons sharing title, hashtags and url', () => {
    renderPanel();
    const dialog = screen.getByRole('dialog', { name: 'Share your team' });
    expect(dialog).toHaveAccessibleDescription('Challenge your friends to beat it');
    const row = within(dialog).getByRole('list', { name: 'Share on' });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Share on X',
      'Share on Facebook',
      'Share on WhatsApp',
      'Share on Telegram',
      'Share on Reddit',
      'Share on E-mail',
    ]);
    const x = new URL(links[0]?.getAttribute('href') ?? '');
    expect(x.searchParams.get('hashtags')).toBe('ShredLeague,XGames');
    expect(x.searchParams.get('url')).toBe(options.content.url);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('R3.33: takes {title, subtitle, content: {url, title, hashtags, networks}} and shows only the networks asked for', () => {
    render(<ShareHost />);
    act(() => openShare({ ...options, content: { ...options.content, networks: ['whatsapp', 'email'] } }));
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['WhatsApp', 'E-mail']);
  });

  it("R2.150 R2.151: Copy Link copies the url, says 'Link copied to clipboard' and closes the panel", async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(options.content.url);
    expect(await screen.findByRole('status')).toHaveTextContent(LINK_COPIED);
    expect(LINK_COPIED).toBe('Link copied to clipboard');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shareStore.getState().options).toBeNull();
  });

  it('offers the system share sheet where the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(share).toHaveBeenCalledWith({
      title: options.content.title,
      text: options.content.title,
      url: options.content.url,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no system share option without navigator.share', () => {
    renderPanel();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });
});
