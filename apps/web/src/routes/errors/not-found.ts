import { data, type LoaderFunctionArgs } from 'react-router';

export const notFoundMessage = (pathname: string) => `Page Not Found: ${pathname}`;

/**
 * Spec §2: an unmatched route is a 404 'Page Not Found' plus the path. Each area ends in one
 * of these so its access rules and layout apply before the not-found page shows.
 */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  throw data(notFoundMessage(new URL(request.url).pathname), { status: 404, statusText: 'Not Found' });
}
