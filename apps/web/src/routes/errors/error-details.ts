import { isRouteErrorResponse } from 'react-router';
import { ApiError, ERROR_MESSAGES } from '../../api/index.ts';

export interface ErrorDetails {
  statusCode: number;
  message: string;
}

/** What the error page shows for anything a route can throw. */
export function describeRouteError(error: unknown): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return { statusCode: error.status, message: message || ERROR_MESSAGES.unexpected };
  }
  if (error instanceof ApiError) return { statusCode: error.status || 500, message: error.message };
  if (error instanceof Error && error.message) return { statusCode: 500, message: error.message };
  return { statusCode: 500, message: ERROR_MESSAGES.unexpected };
}

const BOT_PATTERN = /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly/i;

/** Spec §2: the error page is not rendered for bots, so crawlers do not index it as content. */
export function isBotUserAgent(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
