import { Navigate, useRouteError, useSearchParams } from 'react-router';
import { describeRouteError, isBotUserAgent } from './error-details.ts';
import { ErrorPage } from './error-page.tsx';

/** The error element of the route table: spec §2 error page with its two special cases. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const [search] = useSearchParams();
  if (search.get('redirect_on_error') === 'true') return <Navigate replace to="/" />;
  if (isBotUserAgent(navigator.userAgent)) return null;
  return <ErrorPage {...describeRouteError(error)} />;
}
