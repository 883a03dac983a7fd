import type { Article } from '@shred/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ContentHost } from './content-host.tsx';
import {
  closeContent,
  contentStore,
  listenForContentEvents,
  OPEN_CONTENT_EVENT,
  openContent,
  openExternalArticle,
} from './content-store.ts';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const scoring: Article = {
  id: 'scoring',
  folder: 'help',
  title: 'Scoring',
  summary: 'Points per place, bonuses, tier boosts and the captain.',
  title_img: null,
  published_at: '2026-09-01T00:00:00.000Z',
  external: null,
  html: '<h2>Scoring</h2><h2>Place points</h2><p>The winner scores <strong>100</strong>.</p><p><a href="/how-to#quickplay">Quickplay</a></p>',
};

/** Loading the article fails with `error`. */
const failArticle = (error: ApiError) =>
  answerCalls(callMock, {
    contentArticle: () => {
      throw error;
    },
  });

function show(open: () => void) {
  renderWithProviders(<ContentHost />);
  act(open);
}

const fixedClose = () => screen.getByTestId('content-close');

describe('content panel (spec §2)', () => {
  afterEach(() => {
    act(() => closeContent());
    callMock.mockReset();
  });

  it('R2.132: opens full screen on the app event carrying folder and article id', async () => {
    answerCalls(callMock, { contentArticle: scoring });
    const stop = listenForContentEvents();
    renderWithProviders(<ContentHost />);
    act(() => {
      window.dispatchEvent(
        new CustomEvent(OPEN_CONTENT_EVENT, { detail: { folder: 'help', id: 'scoring' } }),
      );
    });
    const dialog = await screen.findByRole('dialog', { name: 'Scoring' });
    expect(dialog).toHaveAttribute('data-presentation', 'fullscreen');
    expect(callMock).toHaveBeenCalledWith(
      'contentArticle',
      expect.objectContaining({ params: { folder: 'help', id: 'scoring' } }),
    );
    // Events with something else than a news, help or info id are ignored.
    act(() => {
      closeContent();
      window.dispatchEvent(new CustomEvent(OPEN_CONTENT_EVENT, { detail: { folder: 'secret', id: 'x' } }));
    });
    expect(contentStore.getState().target).toBeNull();
    stop();
  });

  it('R2.133 R2.137: shows a spinner while loading, with the fixed Close button', () => {
    answerCalls(callMock, { contentArticle: () => new Promise(() => undefined) });
    show(() => openContent({ folder: 'news', id: 'season-2026-27-kicks-off' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading article…');
    expect(fixedClose()).toHaveTextContent('Close');
    expect(fixedClose().className).toContain('fixed');
  });

  it('R2.135: shows the article body under its title, without repeating the title', async () => {
    answerCalls(callMock, { contentArticle: scoring });
    show(() => openContent({ folder: 'help', id: 'scoring' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Scoring' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Scoring' })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Place points' })).toBeInTheDocument();
    expect(screen.getByText(/The winner scores/)).toHaveTextContent('The winner scores 100.');
    expect(fixedClose()).toBeInTheDocument();
  });

  it('R2.136 R8.18: a missing article reads "Content not found."', async () => {
    failArticle(new ApiError(404, { detail: 'No such article.' }));
    show(() => openContent({ folder: 'news', id: 'gone' }));
    expect(await screen.findByRole('heading', { name: 'Content not found.' })).toBeInTheDocument();
    expect(fixedClose()).toBeInTheDocument();
  });

  it('R2.134 R8.17: a failed load shows the error with a Close button that closes the panel', async () => {
    failArticle(new ApiError(503, { detail: 'Service unavailable.' }));
    show(() => openContent({ folder: 'info', id: 'about' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service unavailable.');
    const closes = screen.getAllByRole('button', { name: 'Close' });
    expect(closes).toHaveLength(2);
    await userEvent.click(closes[1] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('R2.137: the fixed Close button closes the panel', async () => {
    answerCalls(callMock, { contentArticle: scoring });
    show(() => openContent({ folder: 'help', id: 'scoring' }));
    await screen.findByRole('heading', { name: 'Place points' });
    await userEvent.click(fixedClose());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("R2.138 R3.23: an external article shows 'Originally published on' the site, title_img, title and content", async () => {
    answerCalls(callMock, {
      contentArticle: {
        ...scoring,
        folder: 'news',
        id: 'snow',
        title: 'Snow season preview',
        title_img: '/media/snow.jpg',
        external: { source: 'FIS', url: 'https://www.fis-ski.com/' },
        html: '<h2>Snow season preview</h2><p>Five riders to watch.</p>',
      },
    });
    show(() => openContent({ folder: 'news', id: 'snow' }));
    expect(await screen.findByText('Originally published on FIS')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Snow season preview' })).toBeInTheDocument();
    expect(screen.getByText('Five riders to watch.')).toBeInTheDocument();
    expect(document.querySelector('img[src="/media/snow.jpg"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: /Read it on FIS/ })).toHaveAttribute(
      'href',
      'https://www.fis-ski.com/',
    );
  });

  it('R2.138: opens an external article given in full', () => {
    show(() =>
      openExternalArticle({
        title: 'Pipe dreams',
        content: '<p>Halfpipe recap.</p>',
        source: 'Surfer Today',
      }),
    );
    expect(screen.getByText('Originally published on Surfer Today')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Pipe dreams' })).toBeInTheDocument();
    expect(callMock).not.toHaveBeenCalled();
  });

  it('a link to another help article inside an article opens that article', async () => {
    answerCalls(callMock, { contentArticle: scoring });
    show(() => openContent({ folder: 'help', id: 'scoring' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Quickplay' }));
    await waitFor(() =>
      expect(contentStore.getState().target).toEqual({
        kind: 'article',
        ref: { folder: 'help', id: 'quickplay' },
      }),
    );
  });
});
