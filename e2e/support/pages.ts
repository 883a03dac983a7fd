import { api } from './journey.ts';
import { DEMO, type RunningServer } from './server.ts';

/** A page of the app: where it is and the document title (before ' - Shred League') it shows. */
export interface AppPage {
  name: string;
  path: string;
  title: string;
}

/** Every page of the app on the demo season, grouped by who opens it. */
export interface DemoPages {
  /** What an anonymous visitor opens: sign-in screens, public pages, quickplay, a 404. */
  anonymous: AppPage[];
  /** The demo manager's pages reachable from the shell and from Manager Home. */
  manager: AppPage[];
  /** The demo manager's account pages, off the shell. */
  account: AppPage[];
  /** What a manager sees before finishing the manager welcome (the demo newbie). */
  newcomer: AppPage[];
  /** The staff tools. */
  staff: AppPage[];
}

interface EventList {
  results: Array<{
    slug: string;
    name: string;
    fantasy_games: Array<{ id: number; name: string; status: string }>;
  }>;
}

/** The demo season's pages, found through the API as a player would find them on screen. */
export async function demoPages(server: RunningServer): Promise<DemoPages> {
  const token = ((await api(server, 'POST', 'users/token/', { body: DEMO })).body as { access: string })
    .access;
  const events = async (query: string) =>
    ((await api(server, 'GET', `events/?${query}`, { token })).body as EventList).results;
  const live = await events('status=live&game_mode=manager');
  const past = await events('status=past&game_mode=manager');
  const quickplayLive = await events('status=live&game_mode=quickplay');
  const cups = (await api(server, 'GET', 'quickplay/cups/', { token })).body as Array<{ slug: string }>;
  const openGameOf = (list: EventList['results']) => {
    const event = list.find((candidate) => candidate.fantasy_games.some((game) => game.status === 'OPN'));
    const game = event?.fantasy_games.find((candidate) => candidate.status === 'OPN');
    return event && game ? { event, game } : undefined;
  };
  const open = openGameOf(live);
  const quickplay = openGameOf(quickplayLive);
  const done = past[0];
  const scored = done?.fantasy_games[0];
  const cup = cups[0];
  if (!open || !quickplay || !done || !scored || !cup)
    throw new Error('the demo season lacks a live game, a quickplay game, a past event or a cup');
  const event = `/manager/events/${open.event.slug}`;
  const quickplayGame = `/quickplay/events/${quickplay.event.slug}/${quickplay.game.id}`;
  return {
    anonymous: [
      { name: 'auth', path: '/auth', title: 'Welcome' },
      { name: 'login', path: '/login', title: 'Log in' },
      { name: 'register', path: '/register', title: 'Create account' },
      { name: 'forgot-password', path: '/forgot-password', title: 'Forgot password' },
      { name: 'reset-password', path: '/reset-password?uid=1&token=expired', title: 'Reset password' },
      { name: 'how-to', path: '/how-to', title: 'Game Rules' },
      { name: 'notifications', path: '/notifications', title: 'Notifications' },
      { name: 'offline', path: '/offline', title: 'Offline' },
      {
        name: 'unsubscribe',
        path: '/unsubscribe?email=demo%40shredleague.app&email_type=ALL&token=expired',
        title: 'Unsubscribe',
      },
      { name: 'quickplay', path: '/quickplay', title: 'Quickplay' },
      { name: 'cup', path: `/quickplay/${cup.slug}`, title: 'Quickplay Cup' },
      // The event and game pages of both modes title themselves with the event's name once loaded.
      {
        name: 'quickplay-event',
        path: `/quickplay/events/${quickplay.event.slug}`,
        title: quickplay.event.name,
      },
      {
        name: 'quickplay-game',
        path: quickplayGame,
        title: `${quickplay.game.name} · ${quickplay.event.name}`,
      },
      { name: 'quickplay-play', path: `${quickplayGame}/play`, title: 'Quickplay Mode' },
      { name: 'fan-vote', path: `/polls/${open.event.slug}`, title: 'Fan Vote' },
      { name: 'profile', path: '/profile/demo', title: '@demo' },
      {
        name: 'share-graphic',
        path: `/graphics/fantasy-stats/${scored.id}?username=demo`,
        title: 'Fantasy Stats',
      },
      // The demo account's own league (apps/server/src/modules/leagues/leagues.demo.ts).
      { name: 'invite', path: '/invite?league=demo-crew', title: 'Join League' },
      { name: 'not-found', path: '/no-such-page', title: 'Page Not Found' },
    ],
    manager: [
      { name: 'manager-home', path: '/manager', title: 'Manager Home' },
      { name: 'events', path: '/manager/events', title: 'Event Calendar' },
      // Pages of an event title themselves with its name once loaded.
      { name: 'event', path: event, title: open.event.name },
      { name: 'game', path: `${event}/${open.game.id}`, title: `${open.game.name} · ${open.event.name}` },
      { name: 'join-game', path: `${event}/${open.game.id}/play`, title: 'Join Game' },
      { name: 'results', path: `/manager/events/${done.slug}/results`, title: `Results · ${done.name}` },
      // Premium's insights of an event; without premium, the page offers the trial.
      { name: 'insights', path: `/insights/${done.slug}`, title: `Insights: ${done.name}` },
      { name: 'rankings', path: '/manager/rankings', title: 'Rankings' },
      { name: 'my-athletes', path: '/manager/my-athletes', title: 'My Athletes' },
      { name: 'market', path: '/manager/market', title: 'Market' },
      { name: 'leagues', path: '/manager/leagues', title: 'Leagues' },
      { name: 'league-create', path: '/manager/leagues/create', title: 'Create a League' },
      // A league's page titles itself with its name once loaded.
      { name: 'league', path: '/manager/leagues/demo-crew', title: 'Demo Crew' },
      { name: 'challenges', path: '/manager/challenges', title: 'Challenges' },
      { name: 'rewards', path: '/manager/rewards', title: 'Rewards' },
      { name: 'subscribe', path: '/manager/subscribe', title: 'Go Premium' },
      { name: 'quickplay', path: '/quickplay', title: 'Quickplay' },
      { name: 'cup', path: `/quickplay/${cup.slug}`, title: 'Quickplay Cup' },
      { name: 'settings', path: '/settings', title: 'Settings' },
      { name: 'profile', path: '/profile/demo', title: '@demo' },
      { name: 'notifications', path: '/notifications', title: 'Notifications' },
      { name: 'how-to', path: '/how-to', title: 'Game Rules' },
    ],
    account: [
      { name: 'edit-profile', path: '/settings/profile', title: 'Edit Profile' },
      { name: 'notification-settings', path: '/settings/notifications', title: 'Notification settings' },
      { name: 'subscription', path: '/settings/subscription', title: 'Subscription' },
    ],
    newcomer: [
      { name: 'manager-welcome', path: '/manager/welcome', title: 'Welcome' },
      { name: 'register-details', path: '/register/details', title: 'Finish your Profile' },
    ],
    staff: [
      { name: 'admin-dashboard', path: '/admin/dashboard', title: 'Dashboard' },
      { name: 'admin-users', path: '/admin/users', title: 'Users' },
      { name: 'admin-user', path: '/admin/users/mia.rips', title: 'User' },
      { name: 'admin-settings', path: '/admin/settings', title: 'App Settings' },
      { name: 'admin-events', path: '/admin/events', title: 'Events' },
      { name: 'admin-event-new', path: '/admin/events/new', title: 'New Event' },
      { name: 'admin-event-edit', path: `/admin/events/${done.slug}`, title: 'Edit Event' },
      { name: 'admin-event-refresh', path: `/admin/events/${done.slug}/refresh`, title: 'Refresh Results' },
      { name: 'admin-ruleset', path: '/admin/rules/create-ruleset', title: 'Create Ruleset' },
      { name: 'admin-challenges', path: '/admin/challenges', title: 'Challenges' },
      { name: 'admin-challenge-calendar', path: '/admin/challenges/calendar', title: 'Challenge Calendar' },
      { name: 'admin-challenge-import', path: '/admin/challenges/import', title: 'Import Challenges' },
      { name: 'admin-challenge-new', path: '/admin/challenges/new/challenge', title: 'New Challenge' },
      {
        name: 'admin-challenge-set-new',
        path: '/admin/challenges/new/challenge-set',
        title: 'New Challenge Set',
      },
    ],
  };
}
