import { useSearchParams } from 'react-router';
import { passNext } from '../../features/navigation/next-param.ts';
import { ButtonLink } from '../../ui/button.tsx';

const SPORTS = ['Skate', 'Snow', 'Surf', 'Ski', 'MTB', 'BMX', 'Wake'];

/** /auth: where signed-out visitors land; keeps `next` so login returns them to their page. */
export function AuthEntryPage() {
  const [search] = useSearchParams();
  const next = search.get('next');
  return (
    <div className="flex flex-col gap-7 text-center">
      <div>
        <h1 className="font-display text-4xl font-bold uppercase italic tracking-tight text-fg">Drop in</h1>
        <p className="mt-3 text-muted">
          Draft real action-sports athletes, captain one for ×1.5 points and climb the rankings every event.
        </p>
      </div>
      <ul aria-label="Sports" className="flex flex-wrap justify-center gap-1.5">
        {SPORTS.map((sport) => (
          <li
            key={sport}
            className="rounded-full border border-line bg-surface-2 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-muted"
          >
            {sport}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3">
        <ButtonLink to={passNext('/login', next)} size="lg" fullWidth>
          Log in
        </ButtonLink>
        <ButtonLink to={passNext('/register', next)} variant="secondary" size="lg" fullWidth>
          Create account
        </ButtonLink>
      </div>
    </div>
  );
}
