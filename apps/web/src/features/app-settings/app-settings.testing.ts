import type { AppSettings } from '@shred/contract';
import type { VisibilitySource } from '../../platform/visible-interval.ts';

/** App settings as the server answers them, with everything off. */
export function buildAppSettings(overrides: Partial<AppSettings> = {}): AppSettings {
  return {
    maintenance_mode: false,
    maintenance_mode_message: '',
    ios_minimum_version: '',
    android_minimum_version: '',
    ios_store_url: '',
    android_store_url: '',
    maintenance_password_set: false,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A tab whose visibility the test switches. */
export function fakeVisibility(initiallyVisible = true) {
  let visible = initiallyVisible;
  const listeners = new Set<(visible: boolean) => void>();
  const source: VisibilitySource & { set(visible: boolean): void } = {
    isVisible: () => visible,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      visible = next;
      for (const listener of listeners) listener(next);
    },
  };
  return source;
}
