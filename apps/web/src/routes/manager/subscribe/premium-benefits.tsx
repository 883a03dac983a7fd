import { PREMIUM_BENEFITS } from '@shred/game';
import type { ReactNode } from 'react';
import { TrendIcon } from '../../../features/notifications/notification-icons.tsx';
import { BoltIcon, UsersIcon } from '../../../ui/icons.tsx';

/** One picture per benefit, in PREMIUM_BENEFITS' order: teams, insights, credits. */
const BENEFIT_ICONS: readonly ReactNode[] = [
  <UsersIcon key="teams" />,
  <TrendIcon key="insights" />,
  <BoltIcon key="credits" />,
];

/** What premium gives, as three tiles. */
export function PremiumBenefits() {
  return (
    <section aria-labelledby="premium-benefits">
      <h2 id="premium-benefits" className="mb-3 text-lg font-semibold text-fg">
        What you get
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {PREMIUM_BENEFITS.map((benefit, index) => (
          <li
            key={benefit.title}
            className="flex gap-3 rounded-2xl border border-line bg-surface p-4 sm:flex-col"
          >
            <span
              className="grid size-10 shrink-0 place-items-center rounded-xl bg-amber-400/15 text-amber-600 dark:text-amber-300"
              aria-hidden="true"
            >
              {BENEFIT_ICONS[index]}
            </span>
            <span>
              <span className="block font-semibold text-fg">{benefit.title}</span>
              <span className="mt-0.5 block text-sm text-muted">{benefit.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
