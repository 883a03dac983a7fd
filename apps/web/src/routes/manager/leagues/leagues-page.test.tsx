import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/index.ts';
import {
  buildLeague,
  buildLeagueDetail,
  type CallOptions,
  leaguePage,
  renderLeaguePage,
  resetLeagues,
} from '../../../features/leagues/leagues.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { LeaguesPage } from './leagues-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

describe('My leagues (issue 15.2, R2.46)', () => {
  afterEach(() => resetLeagues(callMock));

  it('lists my leagues, each linking to /manager/leagues/{slug}, with their picture or crest, members and my rank, and offers to create one (R2.91)', async () => {
    callMock.mockImplementation(async (name) => {
      if (name === 'leagueList')
        return leaguePage([
          buildLeague(),
          buildLeague({
            slug: 'night-owls',
            name: 'Night Owls',
            members_count: 1,
            my_rank: 1,
            is_owner: false,
          }),
        ]);
      throw new Error(`unexpected call ${name}`);
    });
    renderLeaguePage(<LeaguesPage />);
    const crew = await screen.findByRole('link', { name: /Crew Cup/ });
    expect(crew).toHaveAttribute('href', '/manager/leagues/crew-cup');
    expect(crew).toHaveTextContent('3 members · Owner');
    expect(crew).toHaveTextContent('Your rank2nd');
    expect(crew.querySelector('[data-league-crest]')).toHaveTextContent('CC');
    expect(screen.getByRole('link', { name: /Night Owls/ })).toHaveTextContent('1 member');
    expect(screen.getAllByRole('link', { name: 'Create a league' })[0]).toHaveAttribute(
      'href',
      '/manager/leagues/create',
    );
  });

  it('says when I am in no league yet, and when the list cannot load', async () => {
    callMock.mockResolvedValueOnce(leaguePage([]));
    const { unmount } = renderLeaguePage(<LeaguesPage />);
    expect(await screen.findByRole('heading', { name: 'No leagues yet' })).toBeInTheDocument();
    unmount();
    callMock.mockRejectedValueOnce(new ApiError(500, { detail: 'Server unavailable.' }));
    renderLeaguePage(<LeaguesPage />);
    expect(await screen.findByRole('heading', { name: 'Could not load your leagues' })).toBeInTheDocument();
  });

  it('joins the league of a pasted invite link, crediting its inviter, then opens the league', async () => {
    callMock.mockImplementation(async (name, options) => {
      if (name === 'leagueList') return leaguePage([]);
      if (name === 'leagueJoin') {
        expect(options).toEqual({ params: { slug: 'night-owls' }, body: { inviter_id: 9 } });
        return buildLeagueDetail({ slug: 'night-owls', name: 'Night Owls' });
      }
      throw new Error(`unexpected call ${name}`);
    });
    const user = userEvent.setup();
    const { router } = renderLeaguePage(<LeaguesPage />);
    await user.type(
      await screen.findByRole('textbox', { name: 'Invite link' }),
      'https://shred.example/invite?league=night-owls&inviterId=9',
    );
    await user.click(screen.getByRole('button', { name: 'Join league' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/leagues/night-owls'));
  });

  it('says what to paste when the text names no league, and shows why a join was refused', async () => {
    answerCalls(callMock, {
      leagueList: leaguePage([]),
      leagueJoin: () => {
        throw new ApiError(409, { detail: 'Joining Night Owls is closed.' });
      },
    });
    const user = userEvent.setup();
    renderLeaguePage(<LeaguesPage />);
    const field = await screen.findByRole('textbox', { name: 'Invite link' });
    await user.type(field, 'not a link at all');
    await user.click(screen.getByRole('button', { name: 'Join league' }));
    expect(field).toHaveAccessibleDescription(/Paste an invite link/);
    expect(callMock).not.toHaveBeenCalledWith('leagueJoin', expect.anything());
    await user.clear(field);
    await user.type(field, 'night-owls');
    await user.click(screen.getByRole('button', { name: 'Join league' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Joining Night Owls is closed.'));
  });
});
