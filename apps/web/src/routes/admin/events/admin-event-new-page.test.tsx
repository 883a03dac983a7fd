import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { ApiError } from '../../../api/index.ts';
import { buildAdminEvent, SPORTS } from '../../../features/admin-events/admin-events.testing.ts';
import { clearToasts, toastStore } from '../../../features/toasts/index.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AdminEventNewPage } from './admin-event-new-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: { body?: unknown }) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

function serve(onCreate: (body: unknown) => RouteResult<'adminEventCreate'>) {
  answerCalls(callMock, {
    sportList: SPORTS,
    adminEventCreate: (options) => onCreate(options?.body),
  });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Laax Open');
  await user.type(screen.getByLabelText('Location'), 'Laax, Switzerland');
  await user.type(screen.getByLabelText('Start date'), '2027-01-18');
  await user.type(screen.getByLabelText('End date'), '2027-01-23');
  await user.click(await screen.findByRole('checkbox', { name: 'Snowboarding' }));
}

describe('new event (R2.75, R2.87)', () => {
  afterEach(() => {
    callMock.mockReset();
    clearToasts();
  });

  it('checks the fields before sending', async () => {
    serve(() => buildAdminEvent());
    renderWithProviders(<AdminEventNewPage />, { at: '/admin/events/new', path: '/admin/events/new' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Pick the start date.')).toBeInTheDocument();
    expect(screen.getByText('Pick at least one sport.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(callMock.mock.calls.some(([name]) => name === 'adminEventCreate')).toBe(false);
  });

  it('creates the event, leaving slug and season to the server, and goes on to edit it', async () => {
    serve(() => buildAdminEvent());
    const { router } = renderWithProviders(<AdminEventNewPage />, {
      at: '/admin/events/new',
      path: '/admin/events/new',
    });
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/events/laax-open'));
    expect(callMock.mock.calls.find(([name]) => name === 'adminEventCreate')?.[1]?.body).toEqual({
      name: 'Laax Open',
      location: 'Laax, Switzerland',
      date_from: '2027-01-18',
      date_to: '2027-01-23',
      sports: ['snowboarding'],
    });
    expect(toastStore.getState().toasts.map((t) => t.title)).toContain('Event created');
  });

  it("shows the server's refusal on the field it names, and the rest above the button", async () => {
    serve(() => {
      throw new ApiError(409, {
        detail: 'An event with the slug "laax-open" already exists; choose another slug.',
        fields: { slug: ['This slug is already taken.'] },
      });
    });
    renderWithProviders(<AdminEventNewPage />, { at: '/admin/events/new', path: '/admin/events/new' });
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('This slug is already taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');

    serve(() => {
      throw new ApiError(503, { detail: 'The server is busy.' });
    });
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
  });
});
