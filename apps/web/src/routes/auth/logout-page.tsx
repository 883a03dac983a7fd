import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/index.ts';
import { Spinner } from '../../ui/spinner.tsx';

/** /auth/logout (R2.12): ends the session (app/start drops the user's cached data) and goes to /auth. */
export function LogoutPage() {
  const navigate = useNavigate();
  // Development mode runs effects twice; logging out twice would track the event twice.
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    logout();
    navigate('/auth', { replace: true });
  }, [navigate]);

  return (
    <div className="flex flex-col items-center gap-4 py-6 text-accent">
      <Spinner size="lg" label={null} />
      <p className="text-muted" role="status">
        Logging you out…
      </p>
    </div>
  );
}
