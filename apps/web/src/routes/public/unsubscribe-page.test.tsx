import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../api/fetch-stub.testing.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { UnsubscribePage } from './unsubscribe-page.tsx';

const link = (params: Record<string, string>) => `/unsubscribe?${new URLSearchParams(params)}`;
const VALID = { email: 'kai@shredleague.app', email_type: 'NEW_FOLLOWER', token: 'signed.token' };

describe('/unsubscribe (R2.11, issue 16.2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('R2.11: posts the link’s e-mail, kind and token once, without signing in, and says what stopped', async () => {
    const api = stubApi({
      'POST notifications/unsubscribe-emails/': jsonResponse(200, {
        email: VALID.email,
        email_type: 'NEW_FOLLOWER',
        unsubscribed: true,
      }),
    });
    renderWithProviders(<UnsubscribePage />, { at: link(VALID) });
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribing' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You will no longer receive new follower e-mails at kai@shredleague.app.',
    );
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
    const posts = api.to('POST', 'notifications/unsubscribe-emails/');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual(VALID);
    expect(posts[0]?.headers.get('authorization')).toBeNull();
  });

  it('says any Shred League e-mails for a link that stops every kind', async () => {
    stubApi({
      'POST notifications/unsubscribe-emails/': jsonResponse(200, {
        email: VALID.email,
        email_type: 'ALL',
        unsubscribed: true,
      }),
    });
    renderWithProviders(<UnsubscribePage />, { at: link({ ...VALID, email_type: 'ALL' }) });
    expect(
      await screen.findByText(/^You will no longer receive any Shred League e-mails at/),
    ).toBeInTheDocument();
  });

  it('a forged or changed link is refused: it says the link does not work and leads to the settings', async () => {
    stubApi({
      'POST notifications/unsubscribe-emails/': jsonResponse(400, {
        detail: 'This unsubscribe link is not valid.',
      }),
    });
    renderWithProviders(<UnsubscribePage />, { at: link({ ...VALID, token: 'forged' }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not unsubscribe you with this link.');
    expect(screen.getByRole('link', { name: 'Notification settings' })).toBeInTheDocument();
  });

  it('a link missing a part, or naming no kind of e-mail we send, is refused without a call', async () => {
    const api = stubApi();
    const { unmount } = renderWithProviders(<UnsubscribePage />, {
      at: link({ email: VALID.email, email_type: 'NEW_FOLLOWER' }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The link is missing a part.');
    unmount();
    renderWithProviders(<UnsubscribePage />, { at: link({ ...VALID, email_type: 'NEWSLETTER' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests).toEqual([]));
  });
});
