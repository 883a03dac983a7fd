import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AspiScore } from './aspi-score.tsx';
import { AthleteAvatar } from './athlete-avatar.tsx';
import { AthleteFlag } from './athlete-flag.tsx';
import { AthleteListItem } from './athlete-list-item.tsx';
import { buildAthlete } from './athletes.testing.ts';
import { TierBadge } from './tier-badge.tsx';

afterEach(cleanup);

describe('athlete score square', () => {
  it.each([
    [0, 'red'],
    [34.9, 'red'],
  ])('R4.99: is red below 35 (aspi %s)', (aspi, colour) => {
    const { container } = render(<AspiScore aspi={aspi} />);
    expect(container.firstElementChild).toHaveAttribute('data-colour', colour);
  });

  it.each([
    [35, 'amber'],
    [69.9, 'amber'],
  ])('R4.100: is amber from 35 to 69 (aspi %s)', (aspi, colour) => {
    const { container } = render(<AspiScore aspi={aspi} />);
    expect(container.firstElementChild).toHaveAttribute('data-colour', colour);
  });

  it.each([
    [70, 'green'],
    [100, 'green'],
  ])('R4.101: is green from 70 up (aspi %s)', (aspi, colour) => {
    const { container } = render(<AspiScore aspi={aspi} />);
    expect(container.firstElementChild).toHaveAttribute('data-colour', colour);
  });

  it('shows the score rounded down so the number agrees with the colour, and says it in words', () => {
    const { container } = render(<AspiScore aspi={69.6} />);
    expect(container.firstElementChild).toHaveTextContent('ASPI score 69 (medium)');
  });
});

describe('nationality flag', () => {
  it('shows the flag of the lowercase country code mapped from the IOC code, shipped with the app (GAME.md), named for screen readers (R7.50, A25)', async () => {
    render(<AthleteFlag ioc="GER" />);
    const flag = screen.getByRole('img', { name: 'Germany (GER)' });
    expect(flag).toHaveAttribute('data-flag', 'de');
    await waitFor(() =>
      expect(flag.querySelector('img')).toHaveAttribute('src', expect.stringContaining('de')),
    );
  });

  it('shows a neutral flag for a code without a country', () => {
    render(<AthleteFlag ioc="EOR" />);
    const flag = screen.getByRole('img', { name: 'EOR' });
    expect(flag).toHaveAttribute('data-flag', 'unknown');
    expect(flag.querySelector('img')).toBeNull();
  });
});

describe('athlete avatar', () => {
  it('shows the photo when there is one', () => {
    render(<AthleteAvatar athlete={buildAthlete({ avatar: 'media/athletes/mia.jpg' })} />);
    expect(screen.getByRole('img', { name: 'Mia Brookes' })).toHaveAttribute(
      'src',
      '/media/athletes/mia.jpg',
    );
  });

  it.each(['', 'None', 'media/None', 'media/null'])(
    'uses the sport and gender placeholder when the url %j counts as missing',
    (avatar) => {
      render(<AthleteAvatar athlete={buildAthlete({ avatar })} />);
      expect(screen.getByRole('img', { name: 'Mia Brookes' })).toHaveAttribute(
        'data-placeholder',
        'snowboarding-w',
      );
    },
  );
});

describe('card tier chip', () => {
  it('names the tier', () => {
    render(<TierBadge tier="legendary" />);
    expect(screen.getByText('Legendary')).toHaveAttribute('data-tier', 'legendary');
  });
});

describe('athlete list item', () => {
  const athlete = buildAthlete({
    aspi: 72,
    owned_instances: [
      { id: 11, background: 'rare', contract_games_left: 8 },
      { id: 12, background: 'common', contract_games_left: 0 },
    ],
  });

  it('R2.160, R3.27: shows avatar, name, flag and IOC, sport, gender, ASPI and the viewer’s cards', () => {
    render(<AthleteListItem athlete={athlete} />);
    expect(screen.getByText('Mia Brookes')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mia Brookes' })).toHaveAttribute(
      'data-placeholder',
      'snowboarding-w',
    );
    expect(screen.getByRole('img', { name: 'United Kingdom (GBR)' })).toBeInTheDocument();
    expect(screen.getByText('GBR')).toBeInTheDocument();
    expect(screen.getByText('Snowboarding')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.getByTitle('ASPI 72')).toHaveAttribute('data-colour', 'green');
    const cards = screen.getByRole('list', { name: 'Your cards' });
    expect(cards).toHaveTextContent('Rare· 8 contract games left');
    expect(cards).toHaveTextContent('Common· 0 contract games left');
  });

  it('is a toggle button when selectable, with a note and trailing content beside it', async () => {
    const onSelect = vi.fn();
    render(
      <AthleteListItem
        athlete={athlete}
        onSelect={onSelect}
        selected
        note="Captain"
        trailing={<span>12 cr</span>}
      />,
    );
    const toggle = screen.getByRole('button', { pressed: true });
    expect(toggle).toHaveTextContent('Captain');
    expect(toggle).not.toHaveTextContent('12 cr');
    await userEvent.setup().click(toggle);
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('cannot be selected when disabled', async () => {
    const onSelect = vi.fn();
    render(<AthleteListItem athlete={athlete} onSelect={onSelect} disabled note="No card" />);
    const toggle = screen.getByRole('button', { pressed: false });
    expect(toggle).toBeDisabled();
    await userEvent.setup().click(toggle);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
