import type { Sport } from '@shred/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../features/auth/index.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ManagerWelcomePage } from './manager-welcome-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const SPORTS: Sport[] = [
  { id: 1, name: 'Snowboarding', slug: 'snowboarding', disciplines: [] },
  { id: 2, name: 'Surfing', slug: 'surfing', disciplines: [] },
  { id: 3, name: 'Skateboarding', slug: 'skateboarding', disciplines: [] },
];

/** A newcomer on /manager/welcome; the fake API lists the sports and accepts the profile update. */
function renderWelcome(sportList: () => Promise<Sport[]> = async () => SPORTS, at = '/manager/welcome') {
  const newcomer = buildUser({ id: 9, completed_manager_welcome: false });
  authStore.setState({ user: newcomer, isAuthenticated: true, isInitialized: true });
  answerCalls(callMock, {
    sportList: () => sportList(),
    updateProfile: { ...newcomer, completed_manager_welcome: true },
  });
  return renderWithProviders(<ManagerWelcomePage />, { at, path: '/manager/welcome' });
}

/** Through the three steps about the game, to 'Pick your sports'. */
async function reachSports() {
  for (const title of ['Pick your athletes', 'Name your captain', 'Climb the rankings']) {
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  }
  expect(screen.getByRole('heading', { name: 'Pick your sports' })).toBeInTheDocument();
  expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
}

const profileUpdates = () => callMock.mock.calls.filter(([name]) => name === 'updateProfile');

describe('manager welcome (R2.29, R4.20)', () => {
  afterEach(() => callMock.mockReset());

  it("walks through four steps and 'Let's go' completes the welcome with the followed sports, then opens /manager", async () => {
    const { router } = renderWelcome();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('×1.5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await reachSports();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Surfing' }));
    await userEvent.click(screen.getByRole('button', { name: "Let's go" }));
    expect(callMock).toHaveBeenCalledWith('updateProfile', {
      params: { id: 9 },
      body: { id: 9, completed_manager_welcome: true, followed_sports: ['surfing'] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager'));
    expect(authStore.getState().user?.completed_manager_welcome).toBe(true);
  });

  it('ends on the page it was handed as next: the league of the invite a newcomer signed up by', async () => {
    const { router } = renderWelcome(async () => SPORTS, '/manager/welcome?next=/manager/leagues/crew-cup');
    await reachSports();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Surfing' }));
    await userEvent.click(screen.getByRole('button', { name: "Let's go" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/leagues/crew-cup'));
  });

  it('goes to Manager Home when next names another site', async () => {
    const { router } = renderWelcome(async () => SPORTS, '/manager/welcome?next=//evil.example');
    await reachSports();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Surfing' }));
    await userEvent.click(screen.getByRole('button', { name: "Let's go" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager'));
  });

  it("'Pick your sports' lists every sport as a checkbox tile with its picture, toggled by click and keyboard", async () => {
    renderWelcome();
    await reachSports();
    const sports = screen.getByRole('group', { name: 'Sports you follow' });
    const tiles = await within(sports).findAllByRole('checkbox');
    expect(tiles.map((tile) => tile.closest('label')?.textContent)).toEqual(SPORTS.map((s) => s.name));
    expect(tiles.every((tile) => !(tile as HTMLInputElement).checked)).toBe(true);
    // Each tile shows its sport's scene, sized before it decodes.
    for (const tile of tiles) {
      const picture = tile.closest('label')?.querySelector('img');
      expect(picture).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
      expect(picture).toHaveAttribute('width', '400');
    }

    await userEvent.click(screen.getByRole('checkbox', { name: 'Snowboarding' }));
    expect(screen.getByRole('checkbox', { name: 'Snowboarding' })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Surfing' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Surfing' })).toBeChecked();
    expect(screen.getByText('Following 2 sports')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Snowboarding' }));
    expect(screen.getByRole('checkbox', { name: 'Snowboarding' })).not.toBeChecked();
    expect(screen.getByText('Following 1 sport')).toBeInTheDocument();
  });

  it('refuses to finish with no sport followed: an inline error on the tiles, focus on the first, nothing sent', async () => {
    renderWelcome();
    await reachSports();
    await screen.findByRole('checkbox', { name: 'Snowboarding' });
    await userEvent.click(screen.getByRole('button', { name: "Let's go" }));

    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Pick at least one sport to follow.');
    expect(screen.getByRole('group', { name: 'Sports you follow' })).toHaveAccessibleDescription(
      'Pick at least one sport to follow.',
    );
    expect(screen.getByRole('checkbox', { name: 'Snowboarding' })).toHaveFocus();
    expect(profileUpdates()).toEqual([]);

    // Picking a sport clears the error; the choice is sent in the order it was made.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Skateboarding' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Snowboarding' }));
    await userEvent.click(screen.getByRole('button', { name: "Let's go" }));
    await waitFor(() => expect(profileUpdates()).toHaveLength(1));
    expect(profileUpdates()[0]?.[1]).toMatchObject({
      body: { completed_manager_welcome: true, followed_sports: ['skateboarding', 'snowboarding'] },
    });
  });

  it('offers to try again when the sports cannot be loaded', async () => {
    let failures = 1;
    renderWelcome(async () => {
      failures -= 1;
      if (failures >= 0) throw new Error('Network down');
      return SPORTS;
    });
    await reachSports();
    expect(await screen.findByRole('heading', { name: 'Could not load the sports' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Surfing' })).toBeInTheDocument();
  });
});
