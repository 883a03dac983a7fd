export { type ApiAuthBridge, type AuthMode, configureApiAuth, NO_TOKEN_MESSAGE } from './api-auth.ts';
export {
  ApiError,
  bodyMessage,
  DEFAULT_ERROR_TITLE,
  ERROR_MESSAGES,
  errorMessage,
  errorTitle,
  type FieldErrors,
  isRecord,
  OfflineError,
} from './api-error.ts';
export { apiBase, apiUrl, type QueryParams, type QueryValue } from './api-url.ts';
export { type CallOptions, call, type RouteResult } from './call.ts';
export { type GameMode, getActiveGameMode, setActiveGameMode } from './game-mode-param.ts';
export {
  type ApiResponse,
  type BodylessOptions,
  http,
  RETRYABLE_GET_STATUSES,
  type RequestOptions,
  request,
  send,
} from './http-client.ts';
