import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../features/auth/index.ts';
import { DEFAULT_META, type LayoutName, type RouteMeta } from '../../features/route-meta/route-meta.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { HeaderSlot } from '../header-slot.tsx';
import { scrollWindowTo, stubScreen } from '../media.testing.ts';
import { WIDE_SCREEN_MIN_PX, WIDE_SCREEN_QUERY } from '../use-media-query.ts';
import { SCROLLED_THRESHOLD_PX } from '../use-scrolled.ts';
import { LAYOUTS } from './layouts.ts';

interface Options extends Partial<RouteMeta> {
  wide?: boolean;
  signedIn?: boolean;
}

let unstub: () => void = () => {};

function renderLayout(layout: LayoutName, { wide = false, signedIn = true, ...meta }: Options = {}) {
  unstub();
  unstub = stubScreen({ wide });
  const user = signedIn ? buildUser({ is_staff: layout === 'admin' }) : null;
  authStore.setState({ isInitialized: true, isAuthenticated: signedIn, user });
  const Layout = LAYOUTS[layout];
  return renderWithProviders(
    <Layout meta={{ ...DEFAULT_META, layout, ...meta }}>
      <h1>Page</h1>
    </Layout>,
  );
}

const header = () => screen.queryByRole('banner');
const sidebar = () => screen.queryByRole('complementary', { name: 'Sidebar' });
const bottomBar = () => screen.queryByRole('navigation', { name: 'Bottom' });

describe('layouts', () => {
  beforeEach(() => scrollWindowTo(0));
  afterEach(() => {
    unstub();
    unstub = () => {};
    authStore.setState({ isInitialized: true, isAuthenticated: false, user: null });
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

  describe('R2.106 route options', () => {
    it('manager on a phone: header and bottom bar, each removable', async () => {
      renderLayout('manager');
      await screen.findByRole('main');
      expect(header()).toBeInTheDocument();
      expect(bottomBar()).toBeInTheDocument();
      expect(sidebar()).toBeNull();
    });

    it('manager: hide header removes the header', async () => {
      renderLayout('manager', { hideHeader: true });
      await screen.findByRole('main');
      expect(header()).toBeNull();
    });

    it('manager: hide navbar removes the bottom bar on phones and the navbar on desktop', async () => {
      const phone = renderLayout('manager', { hideNavbar: true });
      await screen.findByRole('main');
      expect(bottomBar()).toBeNull();
      phone.unmount();
      renderLayout('manager', { wide: true, hideSidebar: true, hideNavbar: true });
      await screen.findByRole('main');
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    });

    it('manager on a desktop: the sidebar; hide sidebar brings the header with the navbar instead', async () => {
      const withSidebar = renderLayout('manager', { wide: true });
      await screen.findByRole('main');
      expect(sidebar()).toBeInTheDocument();
      expect(
        within(sidebar() as HTMLElement).getByRole('navigation', { name: 'Manager' }),
      ).toBeInTheDocument();
      expect(header()).toBeNull();
      withSidebar.unmount();

      renderLayout('manager', { wide: true, hideSidebar: true });
      await screen.findByRole('main');
      expect(sidebar()).toBeNull();
      expect(within(header() as HTMLElement).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    });

    it('admin: sidebar on desktop, header with section tabs on phones, each removable', async () => {
      const desktop = renderLayout('admin', { wide: true });
      await screen.findByRole('main');
      expect(sidebar()).toBeInTheDocument();
      desktop.unmount();
      const noSidebar = renderLayout('admin', { wide: true, hideSidebar: true });
      await screen.findByRole('main');
      expect(sidebar()).toBeNull();
      expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
      noSidebar.unmount();
      const noTabs = renderLayout('admin', { hideNavbar: true });
      await screen.findByRole('main');
      expect(header()).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
      noTabs.unmount();
      renderLayout('admin', { hideHeader: true });
      await screen.findByRole('main');
      expect(header()).toBeNull();
    });

    it('default, quickplay and auth: hide header removes it', async () => {
      for (const layout of ['default', 'quickplay', 'auth'] as const) {
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

    it('default: hide navbar removes the bottom bar and the desktop navbar', async () => {
      const phone = renderLayout('default', { hideNavbar: true });
      await screen.findByRole('main');
      expect(bottomBar()).toBeNull();
      phone.unmount();
      renderLayout('default', { wide: true, hideNavbar: true });
      await screen.findByRole('main');
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    });

    it('transparent header renders the header transparent over the page', async () => {
      for (const layout of ['default', 'manager', 'quickplay', 'admin'] as const) {
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
      for (const layout of ['default', 'manager', 'quickplay'] as const) {
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
      for (const layout of ['default', 'manager', 'quickplay'] as const) {
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
  });

  it('quickplay: pages fill the header slot (the budget)', async () => {
    renderWithProviders(<QuickplayWithBudget />);
    const slot = await screen.findByTestId('quickplay-budget-slot');
    expect(within(slot).getByText('Budget 42.5M')).toBeInTheDocument();
    expect(within(header() as HTMLElement).getByRole('link', { name: 'Quickplay home' })).toBeInTheDocument();
  });

  it('a header slot renders nothing in a layout without one', async () => {
    renderLayout('default');
    await screen.findByRole('main');
    const view = renderWithProviders(<HeaderSlot>Budget</HeaderSlot>);
    expect(view.container).toBeEmptyDOMElement();
  });
});

function QuickplayWithBudget() {
  const Layout = LAYOUTS.quickplay;
  return (
    <Layout meta={{ ...DEFAULT_META, layout: 'quickplay' }}>
      <HeaderSlot>
        <span>Budget 42.5M</span>
      </HeaderSlot>
      <h1>Pick your riders</h1>
    </Layout>
  );
}
