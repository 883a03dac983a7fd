import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/index.ts';
import {
  buildLeagueDetail,
  type CallOptions,
  renderLeaguePage,
  resetLeagues,
} from '../../../features/leagues/leagues.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { CreateLeaguePage } from './create-league-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

describe('Create a league (issue 15.2, R2.47)', () => {
  afterEach(() => resetLeagues(callMock));

  it('refuses a name under 3 characters before asking the server', async () => {
    const user = userEvent.setup();
    renderLeaguePage(<CreateLeaguePage />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Create league' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      /Use at least 3 characters\./,
    );
    expect(callMock).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields", async () => {
    answerCalls(callMock, {
      leagueCreate: () => {
        throw new ApiError(400, { detail: 'Check the fields.', fields: { name: ['That name is taken.'] } });
      },
    });
    const user = userEvent.setup();
    renderLeaguePage(<CreateLeaguePage />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Crew Cup');
    await user.click(screen.getByRole('button', { name: 'Create league' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        /That name is taken\./,
      ),
    );
  });

  it('creates the league with its description and opens it', async () => {
    answerCalls(callMock, { leagueCreate: buildLeagueDetail() });
    const user = userEvent.setup();
    const { router } = renderLeaguePage(<CreateLeaguePage />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Crew Cup');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Sunday riders only.');
    await user.click(screen.getByRole('button', { name: 'Create league' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/leagues/crew-cup'));
    expect(callMock).toHaveBeenCalledWith('leagueCreate', {
      body: { name: 'Crew Cup', description: 'Sunday riders only.' },
    });
  });
});
