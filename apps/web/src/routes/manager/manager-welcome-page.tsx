import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/index.ts';
import { useSportsQuery } from '../../features/events/sports-query.ts';
import { safeNextPath } from '../../features/navigation/next-param.ts';
import { useUpdateProfileMutation } from '../../features/profile/own-profile.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { cx } from '../../ui/class-names.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { WelcomeSports } from './welcome-sports.tsx';
import { WELCOME_STEPS } from './welcome-steps.tsx';

const NO_SPORT = 'Pick at least one sport to follow.';

/**
 * /manager/welcome: the onboarding every manager finishes before the manager area opens (R4.20);
 * then Manager Home, or the `next` it was given (the league of the invite a newcomer signed up by).
 */
export function ManagerWelcomePage() {
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstSportRef = useRef<HTMLInputElement>(null);
  // Asked for at once, so the sports are there by the time the newcomer reaches their step.
  const sports = useSportsQuery();
  const [followed, setFollowed] = useState<string[]>([]);
  const [sportsError, setSportsError] = useState<string | null>(null);
  const finish = useUpdateProfileMutation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const step = WELCOME_STEPS[index] ?? WELCOME_STEPS[0];
  const last = index === WELCOME_STEPS.length - 1;

  const goTo = (next: number) => {
    setIndex(next);
    // Move focus to the new step's title so screen readers read it and keyboard users stay on track.
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const follow = (sportSlugs: string[]) => {
    setFollowed(sportSlugs);
    if (sportSlugs.length > 0) setSportsError(null);
  };
  const letsGo = () =>
    finish.mutate(
      { completed_manager_welcome: true, followed_sports: followed },
      { onSuccess: () => navigate(safeNextPath(search.get('next')), { replace: true }) },
    );
  const goOn = () => {
    if (step?.picksSports && followed.length === 0) {
      setSportsError(NO_SPORT);
      firstSportRef.current?.focus();
      return;
    }
    if (last) letsGo();
    else goTo(index + 1);
  };

  if (!step) return null;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <p className="text-center text-sm font-semibold uppercase tracking-widest text-accent">
        Welcome to Shred League
      </p>
      <Card padded={false} className="relative overflow-hidden">
        <div
          className="bg-hero flex flex-col items-center gap-3 px-6 pb-8 pt-10 text-center"
          aria-hidden="true"
        >
          <span className="grid size-20 place-items-center rounded-3xl bg-surface/80 text-accent shadow-card">
            {step.icon}
          </span>
          <span className="font-display text-5xl font-extrabold uppercase italic tracking-tight text-fg">
            {step.highlight}
          </span>
        </div>
        <div className="px-6 pb-6 pt-5 sm:px-8">
          <p className="text-xs font-semibold uppercase tracking-widest text-muted">
            Step {index + 1} of {WELCOME_STEPS.length}
          </p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 font-display text-3xl font-bold uppercase italic tracking-tight text-fg outline-none"
          >
            {step.title}
          </h1>
          <p className="mt-3 text-muted">{step.text}</p>
          {step.picksSports ? (
            <WelcomeSports
              sports={sports}
              followed={followed}
              onChange={follow}
              error={sportsError}
              firstRef={firstSportRef}
            />
          ) : null}
          <ol aria-label="Steps" className="mt-6 flex gap-2">
            {WELCOME_STEPS.map((item, position) => (
              <li
                key={item.title}
                aria-current={position === index ? 'step' : undefined}
                className={cx('h-1.5 flex-1 rounded-full', position <= index ? 'bg-accent' : 'bg-surface-2')}
              >
                <span className="sr-only">{item.title}</span>
              </li>
            ))}
          </ol>
        </div>
      </Card>
      {finish.isError ? <FormAlert>{errorMessage(finish.error)}</FormAlert> : null}
      <div className="flex gap-3">
        {index > 0 ? (
          <Button variant="secondary" size="lg" className="flex-1" onClick={() => goTo(index - 1)}>
            Back
          </Button>
        ) : null}
        <Button size="lg" className="flex-1" loading={finish.isPending} onClick={goOn}>
          {last ? "Let's go" : 'Next'}
        </Button>
      </div>
    </div>
  );
}
