/**
 * Where the native apps' links point: https links on this host open the app (Android App
 * Links, iOS Universal Links) and so does the custom scheme. The one place to change them;
 * `node apps/web/scripts/native-assets.ts` writes them into the Android manifest, the iOS
 * entitlements and Info.plist, and the site's .well-known files.
 */
export const DEEP_LINK_HOST = 'shredleague.app';
export const DEEP_LINK_SCHEME = 'shredleague';
/** Paths whose https links open the app: invitations and the targets of notifications. */
export const DEEP_LINK_PATHS = ['/invite', '/notifications'] as const;
/** The native app's id (Android package, iOS bundle id). */
export const NATIVE_APP_ID = 'app.shredleague.mobile';
