import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';

afterEach(cleanup);

/** The generated avatar once its generator has loaded (a same-size placeholder holds the name until then). */
async function generated(name: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('img', { name }).tagName).toBe('IMG'));
  return screen.getByRole('img', { name });
}

describe('manager avatar', () => {
  it('draws a generated avatar for a manager without a picture, never a blank, at a fixed size', async () => {
    render(<Avatar src={null} name="dana" size="md" />);
    expect(screen.getByRole('img', { name: 'dana' }).className).toContain('size-11');
    const art = await generated('dana');
    expect(art.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(art).toHaveAttribute('width', '44');
    expect(art).toHaveAttribute('height', '44');
    expect(art.className).toContain('size-11');
    // It stands in for the missing picture, and says so.
    expect(art).toHaveAttribute('data-placeholder');
  });

  it('seeds the avatar with the username: the same name draws the same face, another name another', async () => {
    const { unmount } = render(<Avatar src="None" name="dana" />);
    const first = (await generated('dana')).getAttribute('src');
    unmount();
    render(<Avatar src={null} name="dana" />);
    expect((await generated('dana')).getAttribute('src')).toBe(first);
    cleanup();
    render(<Avatar src={null} name="kiki" />);
    expect((await generated('kiki')).getAttribute('src')).not.toBe(first);
  });

  it('keeps a profile picture, and draws the avatar when it fails to load', async () => {
    render(<Avatar src="media/profiles/dana.png" name="dana" size="xl" />);
    const photo = screen.getByRole('img', { name: 'dana' });
    expect(photo).toHaveAttribute('src', '/media/profiles/dana.png');
    expect(photo).toHaveAttribute('width', '96');
    expect(photo).not.toHaveAttribute('data-placeholder');
    fireEvent.error(photo);
    expect((await generated('dana')).getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });
});
