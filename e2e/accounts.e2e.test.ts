import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import {
  type Account,
  api,
  cookieNamed,
  expectHeading,
  expectLocation,
  expectVisible,
  newAccount,
  registerViaApi,
  shot,
  storageItem,
  submitLogin,
} from './support/journey.ts';
import { awaitResetLink, DEMO, type RunningServer, resetLinkFor, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function tokensFor(account: Pick<Account, 'email' | 'password'>) {
  return api(server, 'POST', 'users/token/', { body: { email: account.email, password: account.password } });
}

async function meOf(account: Pick<Account, 'email' | 'password'>): Promise<Record<string, unknown>> {
  const { body } = await tokensFor(account);
  const { access } = body as { access: string };
  return (await api(server, 'GET', 'users/me/', { token: access })).body as Record<string, unknown>;
}

describe('registration', () => {
  it('registers, finishes the profile, completes the welcome and lands on Manager Home (R1.19, R4.11, R2.05, R4.20, R2.28)', async () => {
    const account = newAccount('fresh');
    const { context, page } = await newPage(browser, server.url, PHONE);
    await page.goto('/auth');
    await expectHeading(page, 'Drop in');
    await page.getByRole('link', { name: 'Create account' }).click();
    await expectLocation(page, '/register');
    await shot(page, 'register');

    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    // A random handle is proposed, never a piece of the e-mail; this manager picks their own.
    const username = page.getByLabel('Username', { exact: true });
    expect(await username.inputValue()).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+[1-9][0-9]$/);
    await username.fill(account.username);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Signed in straight away (A13), then 'Finish your Profile'.
    await expectLocation(page, '/register/details');
    await expectHeading(page, 'Finish your Profile');
    await expect.poll(() => page.title()).toBe('Finish your Profile - Shred League');
    expect(await cookieNamed(context, 'access_token')).toBeDefined();
    expect(await cookieNamed(context, 'refresh_token')).toBeDefined();
    await expect.poll(() => page.getByLabel('Username').inputValue()).toBe(account.username);
    // Names are required on this step.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectVisible(page.getByText('Enter your first name.'));
    await page.getByLabel('First name').fill('Rio');
    await page.getByLabel('Last name').fill('Tester');
    await shot(page, 'register-details');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The manager area opens only after the welcome (R4.20).
    await expectLocation(page, '/manager/welcome');
    await expectHeading(page, 'Pick your athletes');
    await shot(page, 'manager-welcome');
    await page.goto('/manager');
    await expectLocation(page, '/manager/welcome');
    await expectHeading(page, 'Pick your athletes');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Name your captain');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Climb the rankings');
    await page.getByRole('button', { name: 'Next' }).click();
    // The starter squad comes from the sports the manager follows: at least one (GAME.md).
    await expectHeading(page, 'Pick your sports');
    await page.getByRole('button', { name: "Let's go" }).click();
    await expectVisible(page.getByText('Pick at least one sport to follow.'));
    await expectLocation(page, '/manager/welcome');
    await page.getByRole('checkbox', { name: 'Skateboarding' }).check();
    await shot(page, 'manager-welcome-sports');
    await page.getByRole('button', { name: "Let's go" }).click();

    await expectLocation(page, '/manager');
    await expectHeading(page, /, Rio$/);
    await expect.poll(() => page.title()).toBe('Manager Home - Shred League');
    await expectVisible(page.getByTestId('bottom-bar'));
    await shot(page, 'manager-home');

    const me = await meOf(account);
    expect(me).toMatchObject({
      email: account.email,
      username: account.username,
      first_name: 'Rio',
      last_name: 'Tester',
      completed_manager_welcome: true,
    });
    const { access } = (await tokensFor(account)).body as { access: string };
    const squad = (await api(server, 'GET', 'cards/athlete-cards/', { token: access })).body as Array<{
      primary_sport: { slug: string };
    }>;
    expect(squad).toHaveLength(10);
    expect(new Set(squad.map((card) => card.primary_sport.slug))).toEqual(new Set(['skateboarding']));
    // Once the welcome is done, it sends the manager home (R4.22).
    await page.goto('/manager/welcome');
    await expectLocation(page, '/manager');
    await context.close();
  });

  it('saves an inviterId from any page and sends it with the registration (R2.113, R1.19, R7.11)', async () => {
    const demo = (await api(server, 'GET', 'users/public-profile/demo/')).body as { id: number };
    expect(demo.id).toBeGreaterThan(0);
    const account = newAccount('invited');
    const { context, page } = await newPage(browser, server.url, DESKTOP);

    await page.goto(`/?inviterId=${demo.id}`);
    await expectLocation(page, '/auth?next=/manager');
    expect(await storageItem(page, 'inviterId')).toBe(String(demo.id));
    // A later page without the parameter keeps the stored value.
    await page.goto('/profile/kai_slides');
    await expectHeading(page, 'kai_slides');
    expect(await storageItem(page, 'inviterId')).toBe(String(demo.id));

    await page.goto('/register');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    const registration = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/users/register/',
    );
    await page.getByRole('button', { name: 'Create account' }).click();
    const request = await registration;
    expect(request.postDataJSON()).toMatchObject({
      credentials: { email: account.email, password: account.password },
      inviterId: String(demo.id),
    });
    expect((await request.response())?.status()).toBe(201);
    await expectLocation(page, '/register/details');
    await shot(page, 'register-details');
    // No API exposes the recorded inviter; the server accepted it (201) and the account exists.
    expect(await meOf(account)).toMatchObject({ email: account.email });
    await context.close();
  });

  it('keeps the proposed random handle through Finish your Profile, never a piece of the e-mail (R2.04, R2.05)', async () => {
    const account = newAccount('handle');
    const { context, page } = await newPage(browser, server.url, PHONE);
    await page.goto('/register');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    const proposed = await page.getByLabel('Username', { exact: true }).inputValue();
    expect(proposed).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+[1-9][0-9]$/);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectLocation(page, '/register/details');
    await expect.poll(() => page.getByLabel('Username').inputValue()).toBe(proposed);
    expect(proposed.toLowerCase()).not.toContain('handle');
    expect(await meOf(account)).toMatchObject({ username: proposed });
    await context.close();
  });

  it('shows the server field errors for a taken e-mail and username (R7.12, R8.06)', async () => {
    const { context, page } = await newPage(browser, server.url, PHONE);
    await page.goto('/register');
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    const email = page.getByLabel('E-mail');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await expectVisible(page.getByText('An account with this e-mail already exists.'));

    await email.fill(newAccount().email);
    await page.getByLabel('Username', { exact: true }).fill('kai_slides');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectVisible(page.getByText('This username is already taken.'));
    await shot(page, 'register-taken-username');
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await cookieNamed(context, 'access_token')).toBeUndefined();
    await context.close();
  });
});

describe('password reset', () => {
  it('requests a reset, opens the mailed link, sets a new password and logs in with it (R7.15, R7.16, R2.06, R2.07)', async () => {
    const account = newAccount('forgetful');
    await registerViaApi(server, account);
    const { context, page } = await newPage(browser, server.url, PHONE);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectLocation(page, '/forgot-password');
    await expect.poll(() => page.title()).toBe('Forgot password - Shred League');
    // The login page fades out first; type only once the new page is in.
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'If an account exists' }).textContent())
      .toBe('If an account exists for this e-mail, we have sent a link to reset the password.');
    await shot(page, 'forgot-password');

    const link = await awaitResetLink(server, account.email);
    expect(link).toMatch(/\/reset-password\?uid=\d+&token=\S+$/);
    expect(link.startsWith(server.url)).toBe(true);

    await page.goto(link);
    await expectHeading(page, 'Set a new password');
    await expect.poll(() => page.title()).toBe('Reset password - Shred League');
    const newPassword = 'brand-new-password-1';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('something-else-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expectVisible(page.getByText('The passwords do not match.'));
    await page.getByLabel('Confirm new password').fill(newPassword);
    await shot(page, 'reset-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expectHeading(page, 'Password changed');
    expect(await page.getByRole('status').textContent()).toBe(
      'Your password has been reset. You can log in now.',
    );

    // The link works once: opening it again shows the server's refusal (R8.11).
    const again = await newPage(browser, server.url, PHONE);
    await again.page.goto(link);
    await again.page.getByLabel('New password', { exact: true }).fill('yet-another-pass-1');
    await again.page.getByLabel('Confirm new password').fill('yet-another-pass-1');
    await again.page.getByRole('button', { name: 'Save new password' }).click();
    await expect
      .poll(() => again.page.getByRole('alert').textContent())
      .toBe('This reset link is invalid or has expired. Request a new one.');
    await again.context.close();

    // The old password is gone, the new one works.
    await page.getByRole('link', { name: 'Log in' }).click();
    await expectLocation(page, '/login');
    await submitLogin(page, account);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('No account matches this e-mail and password.');
    await submitLogin(page, { email: account.email, password: newPassword });
    await expectLocation(page, '/manager/welcome');
    expect(await cookieNamed(context, 'access_token')).toBeDefined();
    await context.close();
  });

  it('answers the same for an unknown e-mail and mails nothing (R7.15)', async () => {
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    const email = newAccount('nobody').email;
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'If an account exists' }).textContent())
      .toBe('If an account exists for this e-mail, we have sent a link to reset the password.');
    await shot(page, 'forgot-password');
    expect(() => resetLinkFor(server, email)).toThrow();
    await context.close();
  });
});
