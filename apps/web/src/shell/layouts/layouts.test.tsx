import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../features/auth/index.ts';
import { gameModeStore } from '../../features/game-mode/game-mode-store.ts';
import { DEFAULT_META, type LayoutName, type RouteMeta } from '../../features/route-meta/route-meta.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { useShowsBottomBar } from '../bottom-bar.tsx';
import { HeaderSlot } from '../header-slot.tsx';
import { scrollWindowTo, stubScreen } from '../media.testing.ts';
import { WIDE_SCREEN_MIN_PX, WIDE_SCREEN_QUERY } from '../use-media-query.ts';
import { SCROLLED_THRESHOLD_PX } from '../use-scrolled.ts';
import { LAYOUTS } from './layouts.tsx';

interface Options extends Partial<RouteMeta> {
  wide?: boolean;
  signedIn?: boolean;
}

let unstub: () => void = () => {};

function renderLayout(
  layout: LayoutName,
  { wide = false, signedIn = true, ...meta }: Options = {},
  page = <h1>Page</h1>,
) {
  unstub();
  unstub = stubScreen({ wide });
  const user = signedIn ? buildUser({ is_staff: layout === 'admin' }) : null;
  authStore.setState({ isInitialized: true, isAuthenticated: signedIn, user });
  const Layout = LAYOUTS[layout];
  return renderWithProviders(<Layout meta={{ ...DEFAULT_META, layout, ...meta }}>{page}</Layout>);
}

const GAME_LAYOUTS = ['default', 'manager', 'quickplay'] as const;
const SECTIONS = ['Home', 'Events', 'Market', 'Leagues', 'Rankings'];

const header = () => screen.queryByRole('banner');
const sidebar = () => screen.queryByRole('complementary', { name: 'Sidebar' });
const bottomBar = () => screen.queryByTestId('bottom-bar');
const mainNav = () => screen.queryByRole('navigation', { name: 'Main' });
const modeSwitch = () => screen.queryByRole('navigation', { name: 'Game mode' });
const links = (nav: HTMLElement | null) =>
  within(nav as HTMLElement)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const gameMode = () => document.querySelector('[data-game-mode]')?.getAttribute('data-game-mode');

describe('layouts', () => {
  beforeEach(() => scrollWindowTo(0));
  afterEach(() => {
    unstub();
    unstub = () => {};
    authStore.setState({ isInitialized: true, isAuthenticated: false, user: null });
    gameModeStore.setState({ mode: null });
  });

  it('R2.105 offer exactly the five layouts, each rendering the page in one <main>', async () => {
    expect(Object.keys(LAYOUTS).sort()).toEqual(['admin', 'auth', 'default', 'manager', 'quickplay']);
    for (const layout of Object.keys(LAYOUTS) as LayoutName[]) {
      const view = renderLayout(layout);
      const main = await screen.findByRole('main');
      expect(within(main).getByRole('heading', { name: 'Page' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('the game layouts are one shell component, so it stays mounted between them', () => {
    expect(LAYOUTS.manager).toBe(LAYOUTS.default);
    expect(LAYOUTS.quickplay).toBe(LAYOUTS.default);
  });

  describe('one navigation shell', () => {
    it('R2.126 phones: the bottom bar with the same sections in the same order in every game layout', async () => {
      for (const layout of GAME_LAYOUTS) {
        const view = renderLayout(layout);
        await screen.findByRole('main');
        expect(mainNav()).toBe(bottomBar());
        expect(links(mainNav()).map(([name]) => name)).toEqual(SECTIONS);
        expect(header()).toBeInTheDocument();
        expect(sidebar()).toBeNull();
        expect(modeSwitch()).toBeInTheDocument();
        view.unmount();
      }
    });

    it('R2.127 wide screens: the side bar with the same sections, no bottom bar, no header', async () => {
      for (const layout of GAME_LAYOUTS) {
        const view = renderLayout(layout, { wide: true });
        await screen.findByRole('main');
        const side = sidebar() as HTMLElement;
        expect(within(side).getByRole('navigation', { name: 'Main' })).toBe(mainNav());
        expect(links(mainNav()).map(([name]) => name)).toEqual(SECTIONS);
        expect(within(side).getByRole('navigation', { name: 'Game mode' })).toBeInTheDocument();
        expect(bottomBar()).toBeNull();
        expect(header()).toBeNull();
        view.unmount();
      }
    });

    it('manager mode: cyan accent, Home goes to Manager Home', async () => {
      for (const layout of ['manager', 'default'] as const) {
        const view = renderLayout(layout);
        await screen.findByRole('main');
        expect(gameMode()).toBe('manager');
        expect(links(mainNav())).toEqual([
          ['Home', '/manager'],
          ['Events', '/manager/events'],
          ['Market', '/manager/market'],
          ['Leagues', '/manager/leagues'],
          ['Rankings', '/manager/rankings'],
        ]);
        expect(within(modeSwitch() as HTMLElement).getByRole('link', { current: true })).toHaveTextContent(
          'Manager',
        );
        view.unmount();
      }
    });

    it('quickplay mode: the accent changes and Home goes to the quickplay home, nothing else', async () => {
      renderLayout('quickplay', { wide: true });
      await screen.findByRole('main');
      expect(gameMode()).toBe('quickplay');
      expect(links(mainNav())).toEqual([
        ['Home', '/quickplay'],
        ['Events', '/manager/events'],
        ['Market', '/manager/market'],
        ['Leagues', '/manager/leagues'],
        ['Rankings', '/manager/rankings'],
      ]);
      expect(within(modeSwitch() as HTMLElement).getByRole('link', { current: true })).toHaveTextContent(
        'Quickplay',
      );
      expect(screen.getByRole('link', { name: 'Shred League home' })).toHaveAttribute('href', '/quickplay');
    });

    it('pages between the areas keep the mode the player came from (A16)', async () => {
      gameModeStore.setState({ mode: 'quickplay' });
      renderLayout('default');
      await screen.findByRole('main');
      expect(gameMode()).toBe('quickplay');
      expect(links(mainNav())[0]).toEqual(['Home', '/quickplay']);
    });

    it('admin: the same structure with the staff sections and a way back to the game', async () => {
      const desktop = renderLayout('admin', { wide: true });
      await screen.findByRole('main');
      const side = sidebar() as HTMLElement;
      expect(links(within(side).getByRole('navigation', { name: 'Admin' }))).toEqual([
        ['Dashboard', '/admin/dashboard'],
        ['Users', '/admin/users'],
        ['Athlete claims', '/admin/athlete-claims'],
        ['Events', '/admin/events'],
        ['Drafts', '/admin/drafts'],
        ['Market', '/admin/market'],
        ['Referrals', '/admin/referrals'],
        ['Challenges', '/admin/challenges'],
        ['Surveys', '/admin/surveys'],
        ['Settings', '/admin/settings'],
      ]);
      expect(within(side).getByRole('link', { name: 'Back to the game' })).toHaveAttribute(
        'href',
        '/manager',
      );
      expect(modeSwitch()).toBeNull();
      desktop.unmount();

      renderLayout('admin');
      await screen.findByRole('main');
      expect(screen.getByRole('navigation', { name: 'Admin' })).toBe(bottomBar());
      expect(
        within(header() as HTMLElement).getByRole('link', { name: 'Back to the game' }),
      ).toBeInTheDocument();
    });

    it('signed-out visitors get a simple header: the logo and Log in, no sections', async () => {
      for (const layout of GAME_LAYOUTS) {
        for (const wide of [false, true]) {
          const view = renderLayout(layout, { signedIn: false, wide });
          await screen.findByRole('main');
          expect(within(header() as HTMLElement).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
          expect(mainNav()).toBeNull();
          expect(modeSwitch()).toBeNull();
          expect(sidebar()).toBeNull();
          view.unmount();
        }
      }
    });
  });

  describe('R2.106 route options', () => {
    it('hide header removes the header', async () => {
      for (const layout of [...GAME_LAYOUTS, 'admin', 'auth'] as const) {
        const shown = renderLayout(layout);
        await screen.findByRole('main');
        expect(header()).toBeInTheDocument();
        shown.unmount();
        const hidden = renderLayout(layout, { hideHeader: true });
        await screen.findByRole('main');
        expect(header()).toBeNull();
        hidden.unmount();
      }
    });

    it('hide navbar removes the bottom bar on phones and the sections from the desktop header', async () => {
      for (const layout of [...GAME_LAYOUTS, 'admin'] as const) {
        const phone = renderLayout(layout, { hideNavbar: true });
        await screen.findByRole('main');
        expect(bottomBar()).toBeNull();
        expect(modeSwitch()).toBeNull();
        phone.unmount();
        const desktop = renderLayout(layout, { wide: true, hideSidebar: true, hideNavbar: true });
        await screen.findByRole('main');
        expect(screen.queryAllByRole('navigation')).toEqual([]);
        desktop.unmount();
      }
    });

    it('hide sidebar brings the header with the sections as a navbar on wide screens', async () => {
      for (const layout of GAME_LAYOUTS) {
        const view = renderLayout(layout, { wide: true, hideSidebar: true });
        await screen.findByRole('main');
        expect(sidebar()).toBeNull();
        expect(within(header() as HTMLElement).getByRole('navigation', { name: 'Main' })).toBe(mainNav());
        expect(links(mainNav()).map(([name]) => name)).toEqual(SECTIONS);
        view.unmount();
      }
    });

    it('transparent header renders the header transparent over the page', async () => {
      for (const layout of [...GAME_LAYOUTS, 'admin'] as const) {
        const plain = renderLayout(layout);
        await screen.findByRole('main');
        expect(header()).not.toHaveAttribute('data-transparent');
        plain.unmount();
        const clear = renderLayout(layout, { transparentHeader: true });
        await screen.findByRole('main');
        expect(header()).toHaveAttribute('data-transparent', 'true');
        expect(header()).toHaveClass('bg-transparent');
        clear.unmount();
      }
    });
  });

  it('R9.35 the header turns solid once the page scrolls past 100 px', async () => {
    expect(SCROLLED_THRESHOLD_PX).toBe(100);
    renderLayout('default', { transparentHeader: true });
    await screen.findByRole('main');
    act(() => scrollWindowTo(100));
    expect(header()).toHaveAttribute('data-transparent', 'true');
    expect(header()).not.toHaveAttribute('data-scrolled');
    act(() => scrollWindowTo(101));
    expect(header()).not.toHaveAttribute('data-transparent');
    expect(header()).toHaveAttribute('data-scrolled', 'true');
    expect(header()).not.toHaveClass('bg-transparent');
  });

  describe('bottom bar', () => {
    it('R9.36 the wide-screen cutoff is 1024 px', () => {
      expect(WIDE_SCREEN_MIN_PX).toBe(1024);
      expect(WIDE_SCREEN_QUERY).toBe('(min-width: 1024px)');
    });

    it('R2.126 shows only to signed-in users', async () => {
      for (const layout of GAME_LAYOUTS) {
        const signedIn = renderLayout(layout, { signedIn: true });
        await screen.findByRole('main');
        expect(bottomBar()).toBeInTheDocument();
        signedIn.unmount();
        const anonymous = renderLayout(layout, { signedIn: false });
        await screen.findByRole('main');
        expect(bottomBar()).toBeNull();
        anonymous.unmount();
      }
    });

    it('R2.127 shows only under 1024 px', async () => {
      for (const layout of GAME_LAYOUTS) {
        const phone = renderLayout(layout, { wide: false });
        await screen.findByRole('main');
        expect(bottomBar()).toHaveClass('lg:hidden');
        phone.unmount();
        const desktop = renderLayout(layout, { wide: true });
        await screen.findByRole('main');
        expect(bottomBar()).toBeNull();
        desktop.unmount();
      }
    });

    it('keeps the page clear of the bar and the home indicator', async () => {
      renderLayout('manager');
      expect(await screen.findByRole('main')).toHaveClass('pb-bottom-bar');
      expect(bottomBar()).toHaveClass('pb-safe');
    });

    it('tells pages whether it is there, for their own sticky actions', async () => {
      const shown = renderLayout('quickplay', {}, <BottomBarProbe />);
      expect(await screen.findByText('bar: yes')).toBeInTheDocument();
      shown.unmount();
      renderLayout('quickplay', { hideNavbar: true }, <BottomBarProbe />);
      expect(await screen.findByText('bar: no')).toBeInTheDocument();
    });
  });

  describe('header slot', () => {
    it('pages fill it in the header (the quickplay budget)', async () => {
      renderLayout('quickplay', { hideNavbar: true, hideSidebar: true }, <BudgetPage />);
      const slot = await screen.findByTestId('header-slot');
      expect(within(slot).getByText('Budget 42.5M')).toBeInTheDocument();
      expect(within(header() as HTMLElement).getByTestId('header-slot')).toBe(slot);
    });

    it('on wide screens with the side bar it sits at the top of the page column', async () => {
      renderLayout('quickplay', { wide: true }, <BudgetPage />);
      const slot = await screen.findByTestId('header-slot');
      expect(within(slot).getByText('Budget 42.5M')).toBeInTheDocument();
      expect(header()).toBeNull();
    });

    it('renders nothing outside a layout', () => {
      const view = renderWithProviders(<HeaderSlot>Budget</HeaderSlot>);
      expect(view.container).toBeEmptyDOMElement();
    });
  });
});

function BottomBarProbe() {
  return <p>bar: {useShowsBottomBar() ? 'yes' : 'no'}</p>;
}

function BudgetPage() {
  return (
    <>
      <HeaderSlot>
        <span>Budget 42.5M</span>
      </HeaderSlot>
      <h1>Pick your riders</h1>
    </>
  );
}
