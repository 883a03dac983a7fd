import { useNavigate } from 'react-router';
import { useSmartBack } from '../../features/navigation/index.ts';
import { Button } from '../../ui/button.tsx';
import { BoltIcon } from '../../ui/icons.tsx';

interface ErrorPageProps {
  statusCode: number;
  message: string;
}

/**
 * Go Back (R2.116) goes back in the browser's history whenever the tab has any, also when the
 * error page came from a full page load (an address typed after another page), where the
 * router's own index starts again at 0. Without browser history it takes the previous page of
 * this tab's navigation stack, and only without that /manager.
 */
function useGoBack(): () => void {
  const smartBack = useSmartBack();
  return () => (window.history.length > 1 ? window.history.back() : smartBack());
}

/** Spec §2 error page: fixed texts, Go Back (falls back to /manager) and To Homepage. */
export function ErrorPage({ statusCode, message }: ErrorPageProps) {
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center"
    >
      <div
        className="grid size-16 place-items-center rounded-2xl bg-danger-bg text-danger"
        aria-hidden="true"
      >
        <BoltIcon width={30} height={30} />
      </div>
      <h1
        id="error-title"
        className="mt-6 font-display text-4xl font-bold uppercase italic tracking-tight text-fg"
      >
        Something went wrong
      </h1>
      <p className="mt-2 text-sm font-semibold uppercase tracking-widest text-accent">Error {statusCode}</p>
      <p className="mt-4 break-words text-lg text-fg">{message}</p>
      <p className="mt-2 text-muted">Please try again and make sure you have an active internet connection</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button variant="secondary" onClick={goBack}>
          Go Back
        </Button>
        <Button onClick={() => navigate('/')}>To Homepage</Button>
      </div>
    </section>
  );
}
