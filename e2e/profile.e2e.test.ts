import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import {
  api,
  expectHeading,
  expectLocation,
  expectVisible,
  shot,
  welcomedManager,
} from './support/journey.ts';
import { gradientPng } from './support/png.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signedInPage } from './support/signed-in.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh manager who has finished the welcome, signed in on a phone. */
async function signedInManager(viewport = PHONE) {
  const { account } = await welcomedManager(server, 'editor');
  const session = await signedInPage(browser, server, account, viewport);
  return { ...session, account };
}

async function publicProfile(username: string) {
  return (await api(server, 'GET', `users/public-profile/${username}/`)).body as Record<string, unknown>;
}

describe('edit profile', () => {
  it('changes first name, last name and username at phone size; a taken username shows the field error (R2.15, R7.23)', async () => {
    const { context, page, account } = await signedInManager(PHONE);
    await page.goto('/settings');
    await page.getByRole('link', { name: /Edit Profile/ }).click();
    await expectLocation(page, '/settings/profile');
    await expectHeading(page, 'Edit Profile');

    const username = page.getByLabel('Username');
    expect(await username.inputValue()).toBe(account.username);
    await username.fill('kai_slides');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => username.getAttribute('aria-invalid')).toBe('true');
    await expectVisible(page.getByText('This username is already taken.'));
    await shot(page, 'edit-profile-username-taken');

    const renamed = `${account.username}_x`;
    await username.fill(renamed);
    await page.getByLabel('First name').fill('Lou');
    await page.getByLabel('Last name').fill('Grind');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Your profile is saved.');
    expect(await username.getAttribute('aria-invalid')).toBeNull();
    await shot(page, 'edit-profile');

    // Saved on the server, and the new name is the one everybody sees.
    expect(await publicProfile(renamed)).toMatchObject({
      username: renamed,
      first_name: 'Lou',
      last_name: 'Grind',
    });
    expect((await api(server, 'GET', `users/public-profile/${account.username}/`)).status).toBe(404);
    await page.goto(`/profile/${renamed}`);
    await expectHeading(page, renamed);
    await expectVisible(page.getByText('Lou Grind'));
    await context.close();
  });
});

describe('profile image', () => {
  async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
    const upload = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/users/profile-image/',
    );
    await page.getByLabel('Change photo').setInputFiles(file);
    return upload;
  }

  const photo = (page: Page) => page.getByRole('region', { name: 'Photo' });
  /** Failures show as error toasts (spec §8); the newest is the last one in the stack. */
  const errorToast = (page: Page) => page.getByTestId('toast-stack').getByRole('alert').last();
  const isUpload = (url: URL) => url.pathname === '/api/users/profile-image/';

  it('uploads a small PNG and shows the new avatar; refuses a file over 5MB and a text file named .png with the server message (R8.14, R5.15, R7.24)', async () => {
    const { context, page, account } = await signedInManager(PHONE);
    await page.goto('/settings/profile');
    await expectHeading(page, 'Edit Profile');
    await expectVisible(photo(page).getByText('JPEG, PNG, WebP, GIF or AVIF, under 5MB.'));
    // No picture yet: the initials placeholder.
    expect(await photo(page).locator('[data-placeholder]').count()).toBe(1);

    const ok = await chooseFile(page, { name: 'me.png', mimeType: 'image/png', buffer: gradientPng(64) });
    expect(ok.status()).toBe(200);
    await expect.poll(() => photo(page).getByRole('status').textContent()).toBe('Your new photo is up.');
    const avatar = photo(page).getByRole('img', { name: account.username });
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/\/media\/avatars\/[\w-]+\.webp$/);
    // The picture really loads (the server stored a decodable 512 px image).
    await expect
      .poll(() => avatar.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(512);
    const src = (await avatar.getAttribute('src')) ?? '';
    expect((await publicProfile(account.username)).profile_image).toContain(
      new URL(src, server.url).pathname,
    );
    // The header's account button shows it too.
    await expect
      .poll(() => page.getByRole('link', { name: 'Settings' }).getByRole('img').getAttribute('src'))
      .toBe(src);
    await shot(page, 'edit-profile-photo');

    const tooBig = await chooseFile(page, {
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([gradientPng(8), Buffer.alloc(5 * 1024 * 1024 + 1024, 7)]),
    });
    expect(tooBig.status()).toBe(413);
    const alert = errorToast(page);
    await expect
      .poll(() => alert.textContent())
      .toBe('Upload FailedThe image is too large. Choose one under 5MB.');
    await shot(page, 'edit-profile-photo-too-large');

    const notImage = await chooseFile(page, {
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are my notes, not a picture\n'.repeat(20)),
    });
    expect(notImage.status()).toBe(400);
    await expect
      .poll(() => alert.textContent())
      .toBe('Upload FailedThis file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.');
    // The failed attempts left the uploaded picture in place.
    expect(await avatar.getAttribute('src')).toBe(src);
    expect((await publicProfile(account.username)).profile_image).toContain(
      new URL(src, server.url).pathname,
    );
    await context.close();
  });
  it('explains an upload that got no usable answer (connection dropped, gateway error page) with the under-5MB advice (R8.15)', async () => {
    const { context, page } = await signedInManager(PHONE);
    await page.goto('/settings/profile');
    await expectHeading(page, 'Edit Profile');
    const advice =
      'Upload FailedThe image could not be uploaded. This might be because the file is too large or your connection was interrupted. Try using a smaller image (under 5MB).';
    const file = { name: 'me.png', mimeType: 'image/png', buffer: gradientPng(32) };

    await page.route(isUpload, (route) => route.abort('connectionreset'));
    await page.getByLabel('Change photo').setInputFiles(file);
    await expect.poll(() => errorToast(page).textContent()).toBe(advice);
    await shot(page, 'edit-profile-photo-interrupted');

    await page.unroute(isUpload);
    let gatewayErrors = 0;
    await page.route(isUpload, (route) => {
      gatewayErrors += 1;
      return route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
    });
    await page.getByLabel('Change photo').setInputFiles(file);
    await expect.poll(() => gatewayErrors).toBe(1);
    await expect.poll(() => photo(page).getByText('Uploading…').count()).toBe(0);
    expect(await errorToast(page).textContent()).toBe(advice);
    // Nothing was stored.
    expect(await photo(page).locator('[data-placeholder]').count()).toBe(1);
    await context.close();
  });
});

describe('follow button', () => {
  async function followButton(page: Page) {
    return page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: /^Follow(ing)?$/ });
  }

  async function followersOf(username: string): Promise<number> {
    return Number((await publicProfile(username)).followers_count);
  }

  it('toggles Follow / Following on /profile/kai_slides and keeps the state after a reload (R4.97, R4.98, R7.21, R7.22)', async () => {
    const { context, page } = await signedInManager(DESKTOP);
    const before = await followersOf('kai_slides');
    await page.goto('/profile/kai_slides');
    await expectHeading(page, 'kai_slides');
    const button = await followButton(page);
    await expect.poll(() => button.textContent()).toBe('Follow');
    await shot(page, 'profile-kai');

    await button.click();
    await expect.poll(() => button.textContent()).toBe('Following');
    expect(await followersOf('kai_slides')).toBe(before + 1);
    await expect
      .poll(() =>
        page
          .getByRole('listitem')
          .filter({ hasText: /followers$/ })
          .textContent(),
      )
      .toBe(`${before + 1} followers`);
    await shot(page, 'profile-kai-following');

    await page.reload();
    await expect.poll(() => button.textContent()).toBe('Following');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Follow');
    expect(await followersOf('kai_slides')).toBe(before);
    await page.reload();
    await expect.poll(() => button.textContent()).toBe('Follow');
    await context.close();
  });

  it('shows no follow button on your own profile (R4.96, R6.12)', async () => {
    const { context, page, account } = await signedInManager(PHONE);
    await page.goto(`/profile/${account.username}`);
    await expectHeading(page, account.username);
    // The profile has loaded completely (stats included) before looking for the button.
    await page.getByRole('heading', { name: 'Career stats' }).waitFor();
    expect(await (await followButton(page)).count()).toBe(0);
    await shot(page, 'profile-own');
    // The same screen for someone else does have it: the check above is not vacuous.
    await page.goto('/profile/mia.rips');
    await expect.poll(async () => (await followButton(page)).count()).toBe(1);
    await context.close();
  });

  it('shows no follow button to anonymous visitors (R4.95, R6.11)', async () => {
    const { context, page } = await newPage(browser, server.url, PHONE);
    await page.goto('/profile/kai_slides');
    await expectHeading(page, 'kai_slides');
    await page.getByRole('heading', { name: 'Career stats' }).waitFor();
    expect(await (await followButton(page)).count()).toBe(0);
    await expectVisible(page.getByRole('link', { name: 'Log in' }));
    await shot(page, 'profile-kai-anonymous');
    await context.close();
  });
});
