import { ATHLETE_CLAIM_TEXTS } from '@shred/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../api/fetch-stub.testing.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
// The app's token bridge for calls, loaded with auth as in the app.
import '../../../features/auth/index.ts';
import { buildAdminClaim, KAI } from '../../../features/athlete-claims/athlete-claims.testing.ts';
import { clearAuthCookies, seedTokens, tokenPair } from '../../../features/auth/auth-fixtures.testing.ts';
import { AdminAthleteClaimsPage } from './admin-athlete-claims-page.tsx';

const MIA_CLAIM = buildAdminClaim();
const KAI_CLAIM = buildAdminClaim({
  id: 42,
  athlete: { ...MIA_CLAIM.athlete, id: KAI.id, slug: KAI.slug, first_name: 'Kai', last_name: 'Jones' },
  user: { id: 121, username: 'kai_slides', email: null, date_joined: '2026-11-21T08:00:00Z' },
  message: '',
});
const page = (results: ReturnType<typeof buildAdminClaim>[], count = results.length) => ({
  count,
  next: null,
  results,
});

const show = (at = '/admin/athlete-claims') =>
  renderWithProviders(<AdminAthleteClaimsPage />, { at, path: '/admin/athlete-claims' });

const row = (name: string) => screen.getByRole('listitem', { name });

describe('/admin/athlete-claims, staff decide athlete claims (A7, R2.64)', () => {
  beforeEach(() => seedTokens(tokenPair()));
  afterEach(() => {
    clearAuthCookies();
    vi.unstubAllGlobals();
  });

  it('A7: lists the waiting claims with the athlete, the sender’s user page, message and date', async () => {
    const api = stubApi({ 'GET admin/athlete-claims/': jsonResponse(200, page([MIA_CLAIM, KAI_CLAIM])) });
    show();
    expect(await screen.findByText('2 claims waiting, oldest first')).toBeInTheDocument();
    expect(api.to('GET', 'admin/athlete-claims/')[0]?.query.get('status')).toBe('pending');
    expect(screen.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
    const mia = within(row('Mia Brookes'));
    expect(mia.getByRole('img', { name: 'Mia Brookes' })).toBeInTheDocument();
    expect(mia.getByRole('link', { name: '@mia.rides' })).toHaveAttribute('href', '/admin/users/mia.rides');
    expect(mia.getByText(MIA_CLAIM.message)).toBeInTheDocument();
    expect(mia.getByText(/Nov 27, 2026/)).toBeInTheDocument();
    expect(within(row('Kai Jones')).getByText('No message.')).toBeInTheDocument();
  });

  it('A7: Approve calls the route and the claim leaves the Waiting tab', async () => {
    const api = stubApi({
      'GET admin/athlete-claims/': [
        jsonResponse(200, page([MIA_CLAIM, KAI_CLAIM])),
        jsonResponse(200, page([KAI_CLAIM])),
      ],
      'POST admin/athlete-claims/41/approve/': jsonResponse(
        200,
        buildAdminClaim({ status: 'approved', decided_at: '2026-11-28T10:00:00Z' }),
      ),
    });
    show();
    await screen.findByText('2 claims waiting, oldest first');
    await userEvent.click(screen.getByRole('button', { name: 'Approve: link @mia.rides to Mia Brookes' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Mia Brookes' })).not.toBeInTheDocument(),
    );
    expect(api.to('POST', 'admin/athlete-claims/41/approve/')).toHaveLength(1);
    expect(await screen.findByText('1 claim waiting, oldest first')).toBeInTheDocument();
    expect(row('Kai Jones')).toBeInTheDocument();
  });

  it('A7: Decline asks an optional reason and sends it', async () => {
    const api = stubApi({
      'GET admin/athlete-claims/': [jsonResponse(200, page([MIA_CLAIM])), jsonResponse(200, page([]))],
      'POST admin/athlete-claims/41/decline/': jsonResponse(
        200,
        buildAdminClaim({ status: 'declined', reason: 'Write from your team e-mail' }),
      ),
    });
    show();
    await screen.findByText('1 claim waiting, oldest first');
    await userEvent.click(screen.getByRole('button', { name: 'Decline @mia.rides’s claim of Mia Brookes' }));
    const form = screen.getByRole('form', { name: 'Decline Mia Brookes' });
    const reason = within(form).getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Write from your team e-mail');
    await userEvent.click(within(form).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('No claims waiting')).toBeInTheDocument();
    expect(api.to('POST', 'admin/athlete-claims/41/decline/')[0]?.body).toEqual({
      reason: 'Write from your team e-mail',
    });
  });

  it('A7: a claim decided meanwhile says so in its row', async () => {
    stubApi({
      'GET admin/athlete-claims/': jsonResponse(200, page([MIA_CLAIM])),
      'POST admin/athlete-claims/41/approve/': jsonResponse(409, {
        detail: ATHLETE_CLAIM_TEXTS.alreadyDecided,
      }),
    });
    show();
    await screen.findByText('1 claim waiting, oldest first');
    await userEvent.click(screen.getByRole('button', { name: /^Approve/ }));
    expect(await within(row('Mia Brookes')).findByRole('alert')).toHaveTextContent(
      ATHLETE_CLAIM_TEXTS.alreadyDecided,
    );
  });

  it('A7: the Declined tab lists decided claims with the reason and who decided', async () => {
    const api = stubApi({
      'GET admin/athlete-claims/': jsonResponse(
        200,
        page([
          buildAdminClaim({
            status: 'declined',
            reason: 'Not on a startlist',
            decided_at: '2026-11-28T10:00:00Z',
            decided_by: { id: 1, username: 'staff' },
          }),
        ]),
      ),
    });
    show();
    await userEvent.click(await screen.findByRole('tab', { name: 'Declined' }));
    expect(await screen.findByText('1 claim declined, newest first')).toBeInTheDocument();
    expect(api.to('GET', 'admin/athlete-claims/').at(-1)?.query.get('status')).toBe('declined');
    const declined = within(row('Mia Brookes'));
    expect(declined.getByText('Not on a startlist')).toBeInTheDocument();
    expect(declined.getByText(/by @staff/)).toBeInTheDocument();
    expect(declined.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('shows an empty tab, and a failure with a retry', async () => {
    stubApi({
      'GET admin/athlete-claims/': [
        jsonResponse(503, { detail: 'Down for a moment.' }),
        jsonResponse(503, { detail: 'Down for a moment.' }),
        jsonResponse(200, page([])),
      ],
    });
    show();
    expect(await screen.findByText('Could not load the claims')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('No claims waiting')).toBeInTheDocument();
  });
});
