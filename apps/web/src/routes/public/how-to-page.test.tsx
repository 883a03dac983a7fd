import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type RouteResult } from '../../api/index.ts';
import { closeContent, contentStore } from '../../features/content/index.ts';
import { closeShare, shareStore } from '../../features/share/index.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { HowToPage } from './how-to-page.tsx';

const callMock = vi.hoisted(() =>
  vi.fn<(name: string, options?: { params?: unknown }) => Promise<unknown>>(),
);
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const rules: RouteResult<'contentArticle'> = {
  id: 'game-rules',
  folder: 'help',
  title: 'Game Rules',
  summary: 'How a Shred League game works.',
  title_img: null,
  published_at: null,
  external: null,
  html: '<h2>Game Rules</h2><h2>Your team</h2><ol><li>Pick <strong>5 athletes</strong>.</li></ol>',
};
/** A help article as the list gives it: everything but its html. */
const meta = (id: string, title: string): RouteResult<'contentList'>['results'][number] => {
  const { html: _html, ...entry } = rules;
  return { ...entry, id, title, summary: `${title} summary` };
};

function answer() {
  answerCalls(callMock, {
    contentArticle: rules,
    contentList: {
      results: [meta('scoring', 'Scoring'), meta('game-rules', 'Game Rules'), meta('quickplay', 'Quickplay')],
    },
  });
}

describe('/how-to (spec §2 Game Rules)', () => {
  afterEach(() => {
    callMock.mockReset();
    closeContent();
  });

  it('shows the game rules article from content help/game-rules (R2.88)', async () => {
    answer();
    renderWithProviders(<HowToPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Game Rules' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your team' })).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith(
      'contentArticle',
      expect.objectContaining({ params: { folder: 'help', id: 'game-rules' } }),
    );
    // The article's own title heading is not repeated under the page title.
    expect(screen.getAllByRole('heading', { name: 'Game Rules' })).toHaveLength(1);
  });

  it('lists the other help articles, each opening the content panel', async () => {
    answer();
    renderWithProviders(<HowToPage />);
    const more = await screen.findByRole('navigation', { name: 'More help' });
    const buttons = within(more).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'ScoringScoring summary',
      'QuickplayQuickplay summary',
    ]);
    await userEvent.click(buttons[0] as HTMLElement);
    expect(contentStore.getState().target).toEqual({
      kind: 'article',
      ref: { folder: 'help', id: 'scoring' },
    });
  });

  it('offers the share panel with the rules page address', async () => {
    answer();
    renderWithProviders(<HowToPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(shareStore.getState().options).toMatchObject({
      title: 'Share the rules',
      content: { url: `${window.location.origin}/how-to` },
    });
    closeShare();
  });

  it('holds the header summary and a page of article lines while the rules load, so nothing moves (issue 10)', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    answerCalls(callMock, {
      contentArticle: () => released.then(() => rules),
      contentList: () => released.then(() => ({ results: [meta('scoring', 'Scoring')] })),
    });
    const { container } = renderWithProviders(<HowToPage />);

    const header = screen.getByRole('heading', { level: 1, name: 'Game Rules' }).closest('header');
    if (!header) throw new Error('the page has no header');
    // The summary's paragraph is already in the header, held by placeholder lines.
    const summary = header.querySelector('h1 + p');
    expect(summary).not.toBeNull();
    expect(summary).toHaveTextContent('');
    expect(summary?.children.length).toBeGreaterThan(0);
    const article = screen.getByRole('article', { name: 'Game Rules' });
    expect(within(article).getByRole('status')).toHaveTextContent('Loading the game rules…');
    // Headings and paragraph lines, longer than a phone screen: the help list below stays out of view.
    expect(article.querySelectorAll('[data-skeleton="article"] p').length).toBeGreaterThanOrEqual(10);
    expect(screen.getByText('Loading help articles…')).toBeInTheDocument();

    release();
    expect(await screen.findByRole('heading', { name: 'Your team' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('How a Shred League game works.');
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });

  it("says 'Content not found.' when the article is missing", async () => {
    answerCalls(callMock, {
      contentArticle: () => {
        throw new ApiError(404, { detail: 'Content not found.' });
      },
      contentList: { results: [] },
    });
    renderWithProviders(<HowToPage />);
    expect(await screen.findByText('Content not found.')).toBeInTheDocument();
  });
});
