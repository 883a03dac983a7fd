import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AchievementHost } from './achievement-host.tsx';
import { achievementStore, showAchievement } from './achievement-store.ts';

const firstPodium = {
  icon: '/media/achievements/podium.png',
  name: 'First Podium',
  description: 'One of your athletes finished in the top three.',
  link: 'https://shredleague.app/achievements/first-podium',
};

describe('achievement modal (spec §2)', () => {
  afterEach(() => {
    cleanup();
    achievementStore.setState({ queue: [] });
  });

  it('R2.139: a small modal with the icon, name and description', () => {
    render(<AchievementHost />);
    act(() => showAchievement(firstPodium));
    const dialog = screen.getByRole('dialog', { name: 'First Podium' });
    expect(dialog).toHaveAccessibleDescription('One of your athletes finished in the top three.');
    expect(dialog).toHaveAttribute('data-presentation', 'dialog');
    expect(dialog.className).toContain('max-w-sm');
    expect(dialog.querySelector('img')).toHaveAttribute('src', firstPodium.icon);
  });

  it("R2.140: 'Learn More' opens the achievement's link in a new tab", () => {
    render(<AchievementHost />);
    act(() => showAchievement(firstPodium));
    const link = screen.getByRole('link', { name: /Learn More/ });
    expect(link).toHaveAttribute('href', firstPodium.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("R2.140: no 'Learn More' without a link", () => {
    render(<AchievementHost />);
    act(() => showAchievement({ ...firstPodium, link: null, icon: null }));
    expect(screen.getByRole('dialog', { name: 'First Podium' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Learn More/ })).toBeNull();
  });

  it('shows achievements earned together one after another', async () => {
    render(<AchievementHost />);
    act(() => {
      showAchievement(firstPodium);
      showAchievement({ name: 'Captain Fantastic', description: 'Your captain won.' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Captain Fantastic' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
