import type { CapacitorConfig } from '@capacitor/cli';
import { NATIVE_APP_ID } from './src/features/deep-links/deep-link-config.ts';

/**
 * The Android and iOS shells around the web build (`npm run cap:sync`). CAPACITOR_WEB_DIR
 * points the sync at another build folder (tests and agents build outside dist).
 */
const config: CapacitorConfig = {
  appId: NATIVE_APP_ID,
  appName: 'Shred League',
  webDir: process.env.CAPACITOR_WEB_DIR ?? 'dist',
  backgroundColor: '#0b0f14',
  plugins: {
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
    StatusBar: { style: 'DARK', backgroundColor: '#0b0f14', overlaysWebView: false },
    // The tokens live in cookies and the API is on another origin than the app's local one:
    // the native cookie store and HTTP stack serve both without CORS.
    CapacitorCookies: { enabled: true },
    CapacitorHttp: { enabled: true },
  },
};

export default config;
