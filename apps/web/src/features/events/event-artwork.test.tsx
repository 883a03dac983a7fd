import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EventArtwork } from './event-artwork.tsx';
import { buildEvent, buildGame } from './event-fixtures.testing.ts';

afterEach(cleanup);

const svgOf = (img: HTMLElement) => decodeURIComponent(img.getAttribute('src')?.split(',')[1] ?? '');

describe('event artwork', () => {
  it('draws the sport and discipline of an event without a picture, named, at a fixed size', () => {
    render(<EventArtwork event={buildEvent()} className="aspect-[2/1]" />);
    const art = screen.getByRole('img', {
      name: 'Snowboarding slopestyle: artwork for Powder Kings Invitational',
    });
    expect(art).toHaveAttribute('width', '400');
    expect(art).toHaveAttribute('height', '200');
    expect(art).toHaveAttribute('loading', 'lazy');
    expect(art).toHaveAttribute('decoding', 'async');
    expect(svgOf(art)).toContain('viewBox="0 0 400 200"');
    expect(art.parentElement).toHaveAttribute('data-art', 'snowboarding');
    expect(art.parentElement?.className).toContain('aspect-[2/1]');
  });

  it('draws another scene for another discipline of the same event', () => {
    const { rerender } = render(<EventArtwork event={buildEvent()} />);
    const slopestyle = screen.getByRole('img').getAttribute('src');
    rerender(
      <EventArtwork
        event={buildEvent({
          fantasy_games: [buildGame({ discipline: { name: 'Halfpipe', slug: 'halfpipe' } })],
        })}
      />,
    );
    expect(screen.getByRole('img', { name: /^Snowboarding halfpipe/ }).getAttribute('src')).not.toBe(
      slopestyle,
    );
  });

  it('draws the wide banner at once for the top of the event page', () => {
    render(<EventArtwork event={buildEvent()} shape="banner" eager />);
    const art = screen.getByRole('img');
    expect(art).toHaveAttribute('width', '800');
    expect(art).toHaveAttribute('loading', 'eager');
  });

  it('keeps an uploaded picture, named after the event, and draws the art when it fails', () => {
    render(<EventArtwork event={buildEvent({ image: 'media/events/laax.jpg' })} />);
    const photo = screen.getByRole('img', { name: 'Powder Kings Invitational' });
    expect(photo).toHaveAttribute('src', '/media/events/laax.jpg');
    expect(photo).toHaveAttribute('width', '400');
    fireEvent.error(photo);
    expect(screen.getByRole('img', { name: /^Snowboarding slopestyle/ })).toBeInTheDocument();
  });
});
