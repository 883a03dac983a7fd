import { useEffect, useRef, useState } from 'react';
import { useNavigate, useRouteError, useSearchParams } from 'react-router';
import { describeRouteError, isBotUserAgent } from './error-details.ts';
import { ErrorPage } from './error-page.tsx';

/** The error element of the route table: spec §2 error page with its two special cases. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // Decided once: while the page fades out after the redirect it renders again under the new
  // address, which no longer carries the flag, and must not flash the error page then.
  const [redirecting] = useState(() => search.get('redirect_on_error') === 'true');
  const redirected = useRef(false);

  useEffect(() => {
    if (!redirecting || redirected.current) return;
    redirected.current = true;
    void navigate('/', { replace: true });
  }, [redirecting, navigate]);

  if (redirecting) return null;
  if (isBotUserAgent(navigator.userAgent)) return null;
  return <ErrorPage {...describeRouteError(error)} />;
}
