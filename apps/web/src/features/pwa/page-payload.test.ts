import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fetchVersionAt } from './build-version.ts';
import { pagePatterns, pagePayloadKey, pagePayloadUrl, pageVersionMiddleware } from './page-payload.ts';

const Blank = () => null;
const lazyPage = async () => ({ Component: Blank });

/** A route table shaped like the app's: a pathless layout, an index page, a section with nested pages, a not-found. */
function table(middleware: RouteObject['middleware']): RouteObject[] {
  return [
    {
      path: '/',
      middleware,
      children: [
        { index: true, lazy: lazyPage },
        {
          path: 'manager',
          children: [
            { index: true, lazy: lazyPage },
            { path: 'leagues/:leagueId', lazy: lazyPage },
            { path: '*', loader: () => null, element: null },
          ],
        },
      ],
    },
  ];
}

function deployed(version: string) {
  return vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ version, route: 'manager' }));
}

/** Open `path` on a router running the check; `checked` settles once the check has acted on the answer. */
async function navigateTo(path: string, version: string, current = 'build-1') {
  const fetchImpl = deployed(version);
  const onNewVersion = vi.fn();
  const checks: Promise<string | null>[] = [];
  let routes: RouteObject[] = [];
  routes = table([
    pageVersionMiddleware({
      routes: () => routes,
      onNewVersion,
      enabled: () => true,
      current,
      fetchVersion: (key) => {
        const check = fetchVersionAt(pagePayloadUrl(key), fetchImpl as unknown as typeof fetch);
        checks.push(check);
        return check;
      },
    }),
  ]);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  router.dispose();
  expect(checks).toHaveLength(1);
  // The middleware's reaction was registered on the check first, so it has run once this resumes.
  await checks[0];
  return { fetchImpl, onNewVersion };
}

describe('per-page payload of the version check (spec §7 Other calls, issue 27.6)', () => {
  it('names one payload per page after its route pattern (R7.48)', () => {
    expect(pagePatterns(table(undefined))).toEqual(['', 'manager', 'manager/leagues/:leagueId']);
    expect(pagePayloadKey('')).toBe('index');
    expect(pagePayloadKey('manager/leagues/:leagueId')).toBe('manager/leagues/_leagueId');
    expect(pagePayloadKey('app/*')).toBe('app/_');
  });

  it('fetches the payload of the page a navigation opens, never a cached copy (R7.48)', async () => {
    const { fetchImpl } = await navigateTo('/manager/leagues/7', 'build-1');
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toMatch(/^\/builds\/pages\/manager\/leagues\/_leagueId\.json\?t=\d+$/);
    expect(init?.cache).toBe('no-store');
  });

  it('takes the update path when the page was built by another build than the running one (R7.48)', async () => {
    const { onNewVersion } = await navigateTo('/manager', 'build-2');
    expect(onNewVersion).toHaveBeenCalledWith('build-2');
  });

  it('does nothing when the page is the deployed one (R7.48)', async () => {
    const { fetchImpl, onNewVersion } = await navigateTo('/manager', 'build-1');
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(onNewVersion).not.toHaveBeenCalled();
  });
});
