import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_STACK_KEY } from '../../features/navigation/index.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ErrorPage } from './error-page.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** A page whose render fails, as a bug in a screen would. */
function BrokenPage(): never {
  throw new TypeError('Cannot read the team');
}

describe('error page (spec §2)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it("R2.115: 'Something went wrong', 'Error {statusCode}', the message and the connection advice", () => {
    renderWithProviders(<ErrorPage statusCode={503} message="Down for a bit." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Error 503')).toBeInTheDocument();
    expect(screen.getByText('Down for a bit.')).toBeInTheDocument();
    expect(
      screen.getByText('Please try again and make sure you have an active internet connection'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'To Homepage' })).toBeInTheDocument();
  });

  it('R2.116: Go Back without history falls back to /manager', async () => {
    const { router } = renderWithProviders(<ErrorPage statusCode={500} message="x" />, { at: '/boom' });
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager'));
  });

  it('R2.116: Go Back uses the browser history after a full page load, where the router has none of its own', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(2);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { router } = renderWithProviders(<ErrorPage statusCode={404} message="x" />, { at: '/nope' });
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/nope');
  });

  it("R2.116: without browser history, Go Back takes the tab's previous page from the navigation stack", async () => {
    sessionStorage.setItem(NAVIGATION_STACK_KEY, JSON.stringify(['/how-to', '/nope']));
    const { router } = renderWithProviders(<ErrorPage statusCode={404} message="x" />, { at: '/nope' });
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/how-to'));
  });

  it('R2.117: To Homepage goes to /', async () => {
    const { router } = renderWithProviders(<ErrorPage statusCode={500} message="x" />, { at: '/boom' });
    await userEvent.click(screen.getByRole('button', { name: 'To Homepage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('R2.118: with redirect_on_error=true the boundary goes to / by itself', async () => {
    const { router } = renderWithProviders(<RouteErrorBoundary />, { at: '/boom?redirect_on_error=true' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('R8.32: a page that throws while rendering is replaced by the error page with its message', () => {
    // React reports the caught render error on the console; the page is what this test reads.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: '/', element: <BrokenPage />, ErrorBoundary: RouteErrorBoundary },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    expect(screen.getByText('Cannot read the team')).toBeInTheDocument();
  });

  it('R2.119: nothing is rendered for bots', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    renderWithProviders(<RouteErrorBoundary />, { at: '/boom' });
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
