import { describe, expect, it } from 'vitest';
import { inviteUrl, leagueRefFrom } from './invite-link.ts';

describe('invite links (issue 15.2)', () => {
  it('builds /invite?league={slug}&inviterId={id} on the app origin', () => {
    expect(inviteUrl('crew-cup', 7, 'https://shred.example')).toBe(
      'https://shred.example/invite?league=crew-cup&inviterId=7',
    );
    expect(inviteUrl('crew-cup', null, 'https://shred.example')).toBe(
      'https://shred.example/invite?league=crew-cup',
    );
  });

  it('reads the league and inviter from a pasted invite link, a league address or a bare slug', () => {
    expect(leagueRefFrom(' https://shred.example/invite?league=crew-cup&inviterId=7 ')).toEqual({
      slug: 'crew-cup',
      inviterId: 7,
    });
    expect(leagueRefFrom('/invite?league=crew-cup')).toEqual({ slug: 'crew-cup', inviterId: null });
    expect(leagueRefFrom('https://shred.example/manager/leagues/crew-cup/members')).toEqual({
      slug: 'crew-cup',
      inviterId: null,
    });
    expect(leagueRefFrom('Crew-Cup')).toEqual({ slug: 'crew-cup', inviterId: null });
  });

  it('names no league for text that holds none', () => {
    expect(leagueRefFrom('')).toBeNull();
    expect(leagueRefFrom('hello there')).toBeNull();
    expect(leagueRefFrom('https://shred.example/manager/leagues/create')).toBeNull();
    expect(leagueRefFrom('https://shred.example/invite?league=%3Cscript%3E&inviterId=x')).toBeNull();
  });
});
