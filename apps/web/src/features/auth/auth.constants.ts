/** Business constants of spec §9 and the storage names of spec §3, in one place. */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_S = 24 * 60 * 60;

/** Access token lifetime: 7 days. The cookie falls back to it when the token has no readable `exp`. */
export const ACCESS_TOKEN_LIFETIME_S = 604_800;
/** Refresh token lifetime: 30 days; the refresh cookie expires with it (A29). */
export const REFRESH_TOKEN_LIFETIME_S = 30 * DAY_S;

/** At start, a token this close to expiry is renewed before it is used. */
export const EXPIRY_BUFFER_MS = 5 * MINUTE_MS;
/** How often the signed-in session checks its access token. */
export const REFRESH_CHECK_INTERVAL_MS = HOUR_MS;
/** The periodic check renews a token with less than this left. */
export const REFRESH_THRESHOLD_MS = 24 * HOUR_MS;
/** Wait before the single retry of a failed refresh. */
export const REFRESH_RETRY_DELAY_MS = SECOND_MS;
/** Pause between storing the tokens and fetching the user after login. */
export const POST_LOGIN_WAIT_MS = 200;

export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';

export const RELAUNCH_FLAG_KEY = 'loggedoutforrelaunch';
export const INVITER_ID_KEY = 'inviterId';
