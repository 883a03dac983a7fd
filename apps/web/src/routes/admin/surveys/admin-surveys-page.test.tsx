import type { AdminSurvey, AdminSurveyResponsePage } from '@shred/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AdminSurveysPage } from './admin-surveys-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));
afterEach(() => callMock.mockReset());

const survey: AdminSurvey = {
  id: 3,
  title: 'How is Shred League?',
  questions: [
    { kind: 'rating', prompt: 'How do you like the live scores?' },
    { kind: 'text', prompt: 'What should we build next?' },
  ],
  active: true,
  response_count: 1,
  created_at: '2026-12-01T10:00:00.000Z',
};

const responses: AdminSurveyResponsePage = {
  count: 1,
  next: null,
  results: [
    {
      survey_id: 3,
      respondent: {
        id: 41,
        email: 'anna@example.com',
        full_name: 'Anna Gasser',
        signup_date: '2025-02-03T10:00:00.000Z',
      },
      answers: [4, 'Kitesurfing'],
      created_at: '2026-12-02T10:00:00.000Z',
    },
  ],
};

const show = () =>
  renderWithProviders(<AdminSurveysPage />, { at: '/admin/surveys', path: '/admin/surveys' });

describe('/admin/surveys, staff write the survey widget’s survey (issue 27.6)', () => {
  it('lists the surveys and shows the answers with who answered: id, e-mail, full name, signup date (R7.54)', async () => {
    answerCalls(callMock, { adminSurveyList: [survey], adminSurveyResponses: responses });
    const user = userEvent.setup();
    show();
    const list = within(await screen.findByRole('region', { name: 'Surveys' }));
    expect(await list.findByText('Shown to players')).toBeTruthy();
    await user.click(list.getByRole('button', { name: '1 answer' }));
    const table = within(await list.findByRole('table', { name: `Answers to ${survey.title}` }));
    const row = table.getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('Anna Gasser');
    expect(row.textContent).toContain('anna@example.com · #41');
    expect(row.textContent).toContain('Feb 3, 2025');
    expect(row.textContent).toContain('Kitesurfing');
  });

  it('creates a survey of two questions and shows it at once when asked', async () => {
    const create = vi.fn(() => ({ ...survey, id: 4, response_count: 0 }));
    answerCalls(callMock, { adminSurveyList: [], adminSurveyCreate: create });
    const user = userEvent.setup();
    show();
    const form = within(screen.getByRole('form', { name: 'New survey' }));
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Quick check');
    await user.type(form.getByRole('textbox', { name: 'Question 1' }), 'Rate the app');
    await user.click(form.getByRole('button', { name: 'Add a question' }));
    await user.type(form.getByRole('textbox', { name: 'Question 2' }), 'Anything else?');
    await user.selectOptions(form.getByRole('combobox', { name: 'Answer to question 2' }), 'text');
    await user.click(form.getByRole('checkbox'));
    await user.click(form.getByRole('button', { name: 'Create survey' }));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        body: {
          title: 'Quick check',
          questions: [
            { kind: 'rating', prompt: 'Rate the app' },
            { kind: 'text', prompt: 'Anything else?' },
          ],
          active: true,
        },
      }),
    );
  });

  it('puts the server’s refusal on the field it names', async () => {
    answerCalls(callMock, {
      adminSurveyList: [],
      adminSurveyCreate: () => {
        throw new ApiError(400, {
          detail: 'Remove control characters.',
          fields: { title: ['Remove control characters.'] },
        });
      },
    });
    const user = userEvent.setup();
    show();
    const form = within(screen.getByRole('form', { name: 'New survey' }));
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Bell');
    await user.type(form.getByRole('textbox', { name: 'Question 1' }), 'Rate the app');
    await user.click(form.getByRole('button', { name: 'Create survey' }));
    expect(await form.findByText('Remove control characters.')).toBeTruthy();
  });
});
