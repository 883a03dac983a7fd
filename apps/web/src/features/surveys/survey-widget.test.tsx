import type { Survey } from '@shred/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { authStore } from '../auth/index.ts';
import { loadActiveSurvey } from './load-active-survey.ts';
import { SURVEY_LOAD_FAILED, SURVEY_REQUEST_TIMEOUT_MS } from './survey.constants.ts';
import { SurveyWidget } from './survey-widget.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const player = buildUser({
  id: 41,
  email: 'anna@example.com',
  first_name: 'Anna',
  last_name: 'Gasser',
  date_joined: '2025-02-03T10:00:00.000Z',
});

const survey: Survey = {
  id: 9,
  title: 'How is Shred League?',
  questions: [
    { kind: 'rating', prompt: 'How do you like the live scores?' },
    { kind: 'text', prompt: 'What should we build next?' },
  ],
};

function signIn() {
  authStore.setState({ user: player, isAuthenticated: true, isInitialized: true });
}

describe('survey widget (issue 27.6)', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    signIn();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    authStore.setState({ user: null, isAuthenticated: false, isInitialized: true });
    callMock.mockReset();
    consoleError.mockRestore();
    vi.useRealTimers();
  });

  it('shows the active survey to a signed-in player as a small region, collapsed until opened', async () => {
    answerCalls(callMock, { activeSurvey: survey });
    renderWithProviders(<SurveyWidget />);
    const region = await screen.findByRole('region', { name: `Survey: ${survey.title}` });
    const toggle = within(region).getByRole('button', { name: survey.title });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(region).queryByRole('radiogroup')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(region).getByRole('group', { name: 'How do you like the live scores?' })).toBeTruthy();
  });

  it('shows nothing to an anonymous visitor, and asks the server nothing', () => {
    authStore.setState({ user: null, isAuthenticated: false, isInitialized: true });
    answerCalls(callMock, {});
    const { container } = renderWithProviders(<SurveyWidget />);
    expect(container.textContent).toBe('');
    expect(callMock).not.toHaveBeenCalled();
  });

  it('sends the answer with the id, e-mail, full name and signup date it was told (R7.54), then thanks', async () => {
    const respond = vi.fn(() => ({
      survey_id: survey.id,
      respondent: {
        id: 41,
        email: 'anna@example.com',
        full_name: 'Anna Gasser',
        signup_date: '2025-02-03T10:00:00.000Z',
      },
      answers: [4, 'Kitesurfing'],
      created_at: '2026-12-08T10:00:00.000Z',
    }));
    answerCalls(callMock, { activeSurvey: survey, surveyRespond: respond });
    const user = userEvent.setup();
    renderWithProviders(<SurveyWidget />);
    await user.click(await screen.findByRole('button', { name: survey.title }));
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: '4 of 5' }));
    await user.type(screen.getByRole('textbox', { name: 'What should we build next?' }), 'Kitesurfing');
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Thanks for your answer!');
    expect(respond).toHaveBeenCalledWith(
      expect.objectContaining({
        params: { id: survey.id },
        body: {
          answers: [4, 'Kitesurfing'],
          respondent: {
            id: 41,
            email: 'anna@example.com',
            full_name: 'Anna Gasser',
            signup_date: '2025-02-03T10:00:00.000Z',
          },
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss the survey' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is dismissed with its close button from the keyboard, and tells the server', async () => {
    const dismiss = vi.fn(() => undefined);
    answerCalls(callMock, { activeSurvey: survey, surveyDismiss: dismiss });
    const user = userEvent.setup();
    renderWithProviders(<SurveyWidget />);
    const close = await screen.findByRole('button', { name: 'Dismiss the survey' });
    close.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(dismiss).toHaveBeenCalledWith(expect.objectContaining({ params: { id: survey.id } }));
  });

  it("only logs 'Surveys API could not be loaded' with the status on a failed load and shows nothing (R8.40, R8.37)", async () => {
    answerCalls(callMock, {
      activeSurvey: () => {
        throw new ApiError(503, { detail: 'Down for maintenance.' });
      },
    });
    const { container } = renderWithProviders(<SurveyWidget />);
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(consoleError.mock.calls[0]?.[0]).toBe(`${SURVEY_LOAD_FAILED} (status 503)`);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the survey request up after 10 s (R9.54), logging it without a status (R8.40)', async () => {
    expect(SURVEY_REQUEST_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers();
    let requestSignal: AbortSignal | undefined;
    callMock.mockImplementation(
      (_name, options) =>
        new Promise((_resolve, reject) => {
          requestSignal = (options as { signal: AbortSignal }).signal;
          requestSignal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const load = loadActiveSurvey();
    vi.advanceTimersByTime(SURVEY_REQUEST_TIMEOUT_MS - 1);
    expect(requestSignal?.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(requestSignal?.aborted).toBe(true);
    await expect(load).resolves.toBeNull();
    expect(consoleError.mock.calls[0]?.[0]).toBe(`${SURVEY_LOAD_FAILED} (status 0)`);
  });

  it('logs nothing when the load is abandoned by its caller', async () => {
    callMock.mockImplementation(
      (_name, options) =>
        new Promise((_resolve, reject) => {
          (options as { signal: AbortSignal }).signal.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const caller = new AbortController();
    const load = loadActiveSurvey(caller.signal);
    caller.abort();
    await expect(load).rejects.toThrow('aborted');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
