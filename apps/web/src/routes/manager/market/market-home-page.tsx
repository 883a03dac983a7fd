import { Link } from 'react-router';
import { BalanceChip } from '../../../features/credits/index.ts';
import { Card } from '../../../ui/card.tsx';
import { BoltIcon, CardsIcon, ChevronRightIcon, ShieldIcon, StarIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { MarketArt } from '../../coming-soon/coming-soon-art.tsx';

const SHORTCUTS = [
  {
    to: '/manager/market/drafts/credits',
    title: 'Buy credits',
    text: 'Bundles of draft credits, bigger ones cheaper per credit.',
    icon: <BoltIcon width={22} height={22} />,
  },
  {
    to: '/manager/market/drafts/fairness',
    title: 'Fairness',
    text: 'Check any draft you opened: every draw can be recomputed.',
    icon: <ShieldIcon width={22} height={22} />,
  },
  {
    to: '/manager/market/drafts/history',
    title: 'Draft history',
    text: 'The drafts you opened, their cards and their proofs.',
    icon: <StarIcon width={22} height={22} />,
  },
] as const;

/** /manager/market: the market's home, with drafts now and the player listings to come. */
export function MarketHomePage() {
  return (
    <>
      <PageHeader
        title="Market"
        subtitle="New athlete cards come from drafts, paid with credits."
        actions={<BalanceChip />}
      />
      <Link
        to="/manager/market/drafts"
        className="group mb-4 block overflow-hidden rounded-3xl border border-line bg-[radial-gradient(90%_140%_at_0%_0%,color-mix(in_srgb,var(--accent)_22%,transparent),transparent_65%)] bg-surface shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <div className="grid items-center gap-6 p-6 sm:grid-cols-[1fr_12rem] sm:p-8">
          <div>
            <p className="text-xs font-bold uppercase tracking-[0.2em] text-accent">Open a pack</p>
            <h2 className="mt-1 font-display text-4xl font-extrabold uppercase italic tracking-tight sm:text-5xl">
              Drafts
            </h2>
            <p className="mt-2 max-w-md text-muted">
              Three athlete cards per draft. Pick a sport and a tier, see the odds and the athletes before you
              pay, then turn the cards one by one.
            </p>
            <span className="mt-4 inline-flex items-center gap-1 font-semibold text-accent group-hover:underline">
              Browse drafts <ChevronRightIcon width={18} height={18} />
            </span>
          </div>
          <div className="mx-auto hidden sm:block">
            <MarketArt />
          </div>
        </div>
      </Link>
      <ul className="mb-4 grid gap-3 sm:grid-cols-3">
        {SHORTCUTS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="flex h-full items-start gap-3 rounded-2xl border border-line bg-surface p-4 hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2 text-accent"
              >
                {item.icon}
              </span>
              <span>
                <span className="block font-semibold">{item.title}</span>
                <span className="block text-sm text-muted">{item.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Card as="section" aria-labelledby="market-listings" className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2 text-muted"
        >
          <CardsIcon width={22} height={22} />
        </span>
        <div>
          <h2 id="market-listings" className="font-semibold">
            Listings{' '}
            <span className="ml-1 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-bold text-muted">
              Next
            </span>
          </h2>
          <p className="mt-1 text-sm text-muted">
            Buying and selling cards with other managers comes next: list the cards you do not play, and buy
            the athletes your team needs. Until then, drafts are where new cards come from, and{' '}
            <Link to="/manager/my-athletes" className="font-semibold text-accent hover:underline">
              My Athletes
            </Link>{' '}
            shows the ones you have.
          </p>
        </div>
      </Card>
    </>
  );
}
