import { configureApiAuth } from '../../api/index.ts';
import { logout } from './logout.ts';
import { getAccessToken } from './token-storage.ts';

/**
 * Hand the HTTP client the token reader and the logout for calls that need a token and have
 * none. Runs on import of the auth entry point, so no call can go out before it is wired.
 */
configureApiAuth({ getAccessToken, onMissingToken: logout });
