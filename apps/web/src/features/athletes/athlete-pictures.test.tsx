import { CARD_TIERS } from '@shred/game';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AthleteAvatar } from './athlete-avatar.tsx';
import { AthleteCardArt, type CardArtCard } from './athlete-card-art.tsx';
import { buildAthlete } from './athletes.testing.ts';

afterEach(cleanup);

const svgOf = (img: HTMLElement) => decodeURIComponent(img.getAttribute('src')?.split(',')[1] ?? '');

describe('athlete portrait (generated when there is no photo)', () => {
  it('R3.36: draws the athlete of their sport and gender, named, at a fixed size, lazily', () => {
    render(<AthleteAvatar athlete={buildAthlete()} size="lg" />);
    const portrait = screen.getByRole('img', { name: 'Mia Brookes' });
    expect(portrait.tagName).toBe('IMG');
    expect(portrait).toHaveAttribute('data-placeholder', 'snowboarding-w');
    expect(portrait).toHaveAttribute('width', '64');
    expect(portrait).toHaveAttribute('height', '64');
    expect(portrait).toHaveAttribute('loading', 'lazy');
    expect(portrait).toHaveAttribute('decoding', 'async');
    expect(portrait.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(svgOf(portrait)).toContain('<svg');
  });

  it('is the same picture for the same athlete and another for another athlete', () => {
    const { rerender } = render(<AthleteAvatar athlete={buildAthlete()} />);
    const first = screen.getByRole('img').getAttribute('src');
    rerender(<AthleteAvatar athlete={buildAthlete({ first_name: 'Mia' })} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe(first);
    rerender(<AthleteAvatar athlete={buildAthlete({ slug: 'zoi-sadowski-synnott' })} />);
    expect(screen.getByRole('img').getAttribute('src')).not.toBe(first);
  });

  it('keeps an uploaded photo, and draws the portrait when the photo fails to load', () => {
    render(<AthleteAvatar athlete={buildAthlete({ avatar: 'media/athletes/mia.jpg' })} />);
    const photo = screen.getByRole('img', { name: 'Mia Brookes' });
    expect(photo).toHaveAttribute('src', '/media/athletes/mia.jpg');
    expect(photo).toHaveAttribute('width', '44');
    fireEvent.error(photo);
    expect(screen.getByRole('img', { name: 'Mia Brookes' })).toHaveAttribute(
      'data-placeholder',
      'snowboarding-w',
    );
  });

  it('overlays the nationality flag as a badge when asked', () => {
    render(<AthleteAvatar athlete={buildAthlete()} flag />);
    expect(screen.getByRole('img', { name: 'United Kingdom (GBR)' })).toBeInTheDocument();
  });
});

const card = (overrides: Partial<CardArtCard> = {}): CardArtCard => ({
  ...buildAthlete(),
  tier: 'legendary',
  serial: 12,
  season: '2026',
  ...overrides,
});

describe('athlete card art', () => {
  it('shows the portrait inside the tier frame with name, tier, serial, flag and ASPI, at 5:7', () => {
    const { container } = render(<AthleteCardArt card={card()} />);
    const face = container.firstElementChild;
    expect(face).toHaveAttribute('data-frame', 'legendary');
    expect(face?.className).toContain('aspect-[5/7]');
    expect(screen.getByRole('img', { name: 'Mia Brookes' })).toHaveAttribute(
      'data-placeholder',
      'snowboarding-w',
    );
    expect(screen.getByRole('img', { name: 'United Kingdom (GBR)' })).toBeInTheDocument();
    expect(face).toHaveTextContent('Legendary');
    expect(face).toHaveTextContent('#12 · 2026');
    expect(face).toHaveTextContent('MiaBrookes');
    expect(face).toHaveTextContent('×1.20');
    expect(screen.getByTitle('ASPI 82')).toBeInTheDocument();
  });

  it.each(CARD_TIERS)('draws the %s card in its own frame', (tier) => {
    const { container } = render(<AthleteCardArt card={card({ tier })} />);
    const face = container.firstElementChild as HTMLElement;
    expect(face).toHaveAttribute('data-frame', tier);
    const frame = decodeURIComponent(face.style.backgroundImage);
    expect(frame).toContain('<svg');
    // Common cards are plain steel; the rarer tiers catch the light.
    expect(container.querySelector('.card-shine') !== null).toBe(tier !== 'common');
  });

  it('gives the legendary card a gold foil frame with glitter', () => {
    const { container } = render(<AthleteCardArt card={card({ tier: 'legendary' })} />);
    const frame = decodeURIComponent((container.firstElementChild as HTMLElement).style.backgroundImage);
    expect(frame).toContain('#fcd34d');
    expect(frame).toContain('fill="#fff"');
  });
});
