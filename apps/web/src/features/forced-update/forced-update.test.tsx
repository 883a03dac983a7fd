import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../../testing/render.tsx';
import { setPlatformForTesting } from '../../platform/index.ts';
import { createSimulatedNativePlatform } from '../../platform/simulated-native-platform.ts';
import { createWebPlatform } from '../../platform/web-platform.ts';
import { AppGates } from '../../shell/app-gates.tsx';
import { buildAppSettings } from '../app-settings/app-settings.testing.ts';
import { appSettingsStore, setAppSettings } from '../app-settings/app-settings-store.ts';
import { requiredUpdate } from './forced-update-rule.ts';
import { UpdateRequiredOverlay } from './update-required-overlay.tsx';

const settings = buildAppSettings({
  ios_minimum_version: '2.1.0',
  android_minimum_version: '1.10.0',
  ios_store_url: 'https://apps.apple.com/app/shred-league/id1',
  android_store_url: 'https://play.google.com/store/apps/details?id=app.shredleague',
});
const META = { statusBarStyle: 'auto', noBackTracking: false } as const;

describe('forced update rule (spec §4 Forced update)', () => {
  it("is outdated below the platform's own minimum, on iOS and on Android (R1.03, R4.74)", () => {
    expect(requiredUpdate('ios', '2.0.9', settings)).toEqual({
      current: '2.0.9',
      required: '2.1.0',
      storeUrl: 'https://apps.apple.com/app/shred-league/id1',
    });
    expect(requiredUpdate('android', '1.9.0', settings)?.storeUrl).toBe(
      'https://play.google.com/store/apps/details?id=app.shredleague',
    );
  });

  it('compares dotted numbers segment by segment (R4.75)', () => {
    expect(requiredUpdate('android', '1.9.9', settings)).not.toBeNull();
    expect(requiredUpdate('android', '1.10.0', settings)).toBeNull();
    expect(requiredUpdate('android', '1.10.1', settings)).toBeNull();
  });

  it('does not force an equal or higher version (R4.76)', () => {
    expect(requiredUpdate('ios', '2.1.0', settings)).toBeNull();
    expect(requiredUpdate('ios', '3.0', settings)).toBeNull();
  });

  it('never applies on web (R4.77)', () => {
    expect(requiredUpdate('web', '0.0.1', settings)).toBeNull();
  });

  it('does not force anything without a version or settings', () => {
    expect(requiredUpdate('ios', null, settings)).toBeNull();
    expect(requiredUpdate('ios', '1.0.0', null)).toBeNull();
    expect(requiredUpdate('ios', '1.0.0', { ...settings, ios_minimum_version: 'soon' })).toBeNull();
  });
});

describe('update-required overlay (spec §2)', () => {
  afterEach(() => {
    setPlatformForTesting(undefined);
    appSettingsStore.setState({ settings: null });
    delete document.documentElement.dataset.externalUrl;
  });

  it("shows 'Update Required', the message and both versions (R2.156, R2.157)", () => {
    render(
      <UpdateRequiredOverlay update={{ current: '1.0.0', required: '2.1.0', storeUrl: 'https://x.test' }} />,
    );
    expect(screen.getByRole('dialog', { name: 'Update Required' })).toHaveAccessibleDescription(
      'A new version of Shred League is available. Please update to the latest version to keep playing.',
    );
    expect(screen.getByText('Current version: 1.0.0 | Required: 2.1.0')).toBeInTheDocument();
  });

  it("opens the store link from 'Update Now' (R2.158)", async () => {
    setPlatformForTesting(createSimulatedNativePlatform({ platform: 'ios', version: '1.0.0' }));
    render(
      <UpdateRequiredOverlay
        update={{ current: '1.0.0', required: '2.1.0', storeUrl: 'https://apps.apple.com/app/id1' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Update Now' });
    expect(link).toHaveAttribute('href', 'https://apps.apple.com/app/id1');
    await userEvent.click(link);
    expect(document.documentElement.dataset.externalUrl).toBe('https://apps.apple.com/app/id1');
  });

  it('blocks an outdated native app, in front of everything (R1.18, R4.76)', async () => {
    setPlatformForTesting(createSimulatedNativePlatform({ platform: 'ios', version: '2.0.0' }));
    setAppSettings(settings);
    render(<AppGates meta={META} />);
    expect(await screen.findByRole('dialog', { name: 'Update Required' })).toBeInTheDocument();
    expect(screen.getByText('Current version: 2.0.0 | Required: 2.1.0')).toBeInTheDocument();
  });

  it('lets an up-to-date native app through (R4.76)', async () => {
    setPlatformForTesting(createSimulatedNativePlatform({ platform: 'ios', version: '2.1.0' }));
    setAppSettings(settings);
    render(<AppGates meta={META} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog', { name: 'Update Required' })).toBeNull();
  });

  it('never shows on web, whatever the versions (R4.77)', async () => {
    setPlatformForTesting(createWebPlatform('0.0.1'));
    setAppSettings(settings);
    render(<AppGates meta={META} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog', { name: 'Update Required' })).toBeNull();
  });
});
