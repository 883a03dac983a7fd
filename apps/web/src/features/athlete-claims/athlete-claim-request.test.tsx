import { ATHLETE_CLAIM_TEXTS } from '@shred/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../api/fetch-stub.testing.ts';
import { renderWithProviders } from '../../testing/render.tsx';
// The app's token bridge for calls, loaded with auth as in the app.
import '../auth/index.ts';
import { clearAuthCookies, seedTokens, tokenPair } from '../auth/auth-fixtures.testing.ts';
import { AthleteClaimRequest } from './athlete-claim-request.tsx';
import { buildClaim, KAI, MIA } from './athlete-claims.testing.ts';

const NO_CLAIM = { claim: null };
const FOUND = { count: 2, results: [MIA, KAI] };

/** Type a name in the combobox and pick the athlete the arrow keys land on. */
async function pickWithKeys(name: string, downs: number) {
  const box = screen.getByRole('combobox', { name: 'Which athlete are you?' });
  await userEvent.type(box, name);
  await screen.findByRole('listbox', { name: 'Athletes found' });
  for (let i = 0; i < downs; i += 1) await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
}

describe('claiming an athlete profile (A7, R2.64, R6.04)', () => {
  beforeEach(() => seedTokens(tokenPair()));
  afterEach(() => {
    clearAuthCookies();
    vi.unstubAllGlobals();
  });

  it('A7: picks the athlete with the keyboard, sends athlete_id and the message, then shows the request waiting', async () => {
    const api = stubApi({
      'GET athlete-zone/claims/mine/': jsonResponse(200, NO_CLAIM),
      'GET athletes/': jsonResponse(200, FOUND),
      'POST athlete-zone/claims/': jsonResponse(201, buildClaim()),
    });
    renderWithProviders(<AthleteClaimRequest />);
    await screen.findByRole('combobox', { name: 'Which athlete are you?' });
    await pickWithKeys('Mi', 1);
    expect(screen.getByTestId('picked-athlete')).toHaveTextContent('Mia Brookes');
    expect(screen.getByRole('img', { name: 'Mia Brookes' })).toBeInTheDocument();
    expect(api.to('GET', 'athletes/')[0]?.query.get('q')).toBe('Mi');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Message to staff/ }),
      'I ride for Team GB, @miabrookes on Instagram',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Waiting for staff')).toBeInTheDocument();
    expect(api.to('POST', 'athlete-zone/claims/')[0]?.body).toEqual({
      athlete_id: MIA.id,
      message: 'I ride for Team GB, @miabrookes on Instagram',
    });
    expect(screen.getByRole('status')).toHaveTextContent(/Staff check that you are Mia Brookes/);
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
  });

  it('A7: asks to pick an athlete before sending anything', async () => {
    const api = stubApi({ 'GET athlete-zone/claims/mine/': jsonResponse(200, NO_CLAIM) });
    renderWithProviders(<AthleteClaimRequest />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Pick the athlete you are.')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST', 'athlete-zone/claims/')).toHaveLength(0);
  });

  it('A7: shows the server’s 409 detail next to the form, and a 400 by its field', async () => {
    stubApi({
      'GET athlete-zone/claims/mine/': jsonResponse(200, NO_CLAIM),
      'GET athletes/': jsonResponse(200, FOUND),
      'POST athlete-zone/claims/': [
        jsonResponse(409, { detail: ATHLETE_CLAIM_TEXTS.athleteTaken }),
        jsonResponse(400, {
          detail: 'Check the fields.',
          fields: { message: ['Use at most 500 characters.'] },
        }),
      ],
    });
    renderWithProviders(<AthleteClaimRequest />);
    await screen.findByRole('combobox');
    await pickWithKeys('Kai', 2);
    expect(screen.getByTestId('picked-athlete')).toHaveTextContent('Kai Jones');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your request was not sent');
    expect(alert).toHaveTextContent(ATHLETE_CLAIM_TEXTS.athleteTaken);

    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Use at most 500 characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Message to staff/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('A7: a declined request shows staff’s reason and lets the player send another', async () => {
    stubApi({
      'GET athlete-zone/claims/mine/': jsonResponse(200, {
        claim: buildClaim({
          status: 'declined',
          reason: 'Write from your team e-mail',
          decided_at: '2026-11-28T10:00:00Z',
        }),
      }),
    });
    renderWithProviders(<AthleteClaimRequest />);
    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(screen.getByText('Write from your team e-mail')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(screen.getByRole('combobox', { name: 'Which athlete are you?' })).toBeInTheDocument();
  });

  it('A7: an approved request leads into the zone', async () => {
    stubApi({
      'GET athlete-zone/claims/mine/': jsonResponse(200, {
        claim: buildClaim({ status: 'approved', decided_at: '2026-11-28T10:00:00Z' }),
      }),
    });
    renderWithProviders(<AthleteClaimRequest />);
    expect(await screen.findByRole('link', { name: 'Open my athlete zone' })).toHaveAttribute(
      'href',
      '/athlete-zone',
    );
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('says when the request cannot be loaded, with a retry', async () => {
    const api = stubApi({
      // The client tries a failed GET once more by itself: both tries fail.
      'GET athlete-zone/claims/mine/': [
        jsonResponse(503, { detail: 'Down for a moment.' }),
        jsonResponse(503, { detail: 'Down for a moment.' }),
        jsonResponse(200, NO_CLAIM),
      ],
    });
    renderWithProviders(<AthleteClaimRequest />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Could not load your request/);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('combobox');
    await waitFor(() => expect(api.to('GET', 'athlete-zone/claims/mine/')).toHaveLength(3));
  });
});
