import type { AthleteCard, DraftOpening } from '@shred/contract';
import type { DrawnCard } from '@shred/game';
import { useMemo } from 'react';
import { TIER_LABELS } from '../../../features/athletes/index.ts';
import { checkOpening } from '../../../features/drafts/index.ts';
import { cx } from '../../../ui/class-names.ts';
import { CheckIcon } from '../../../ui/icons.tsx';
import { Hex, OpeningProof } from './opening-proof.tsx';

function Verdict({ ok, children }: { ok: boolean; children: string }) {
  return (
    <p
      className={cx(
        'flex items-center gap-2 rounded-xl px-3 py-2 font-semibold',
        ok ? 'bg-success-bg text-success' : 'bg-danger-bg text-danger',
      )}
    >
      <span aria-hidden="true">{ok ? <CheckIcon width={18} height={18} /> : '✗'}</span>
      {children}
    </p>
  );
}

const describe = (drawn: DrawnCard, cards: readonly AthleteCard[]) => {
  const card = cards.find((c) => c.id === drawn.athleteId);
  const name = card ? `${card.first_name} ${card.last_name}` : `athlete #${drawn.athleteId}`;
  return `${TIER_LABELS[drawn.tier]} · ${name}`;
};

/** An opening re-computed in this browser from its revealed seed, compared with the cards minted. */
export function DrawVerifier({ opening }: { opening: DraftOpening }) {
  const check = useMemo(
    () => (opening.server_seed ? checkOpening(opening, opening.server_seed) : null),
    [opening],
  );
  return (
    <div className="flex flex-col gap-4">
      <OpeningProof opening={opening} />
      {check === null ? (
        <p className="rounded-xl bg-surface-2 px-3 py-2 text-sm" role="status">
          This draft's server seed is still secret. Change your client seed above to reveal it; then the check
          runs here, in your browser.
        </p>
      ) : (
        <div className="flex flex-col gap-3" role="status" aria-label="Verification">
          <Verdict ok={check.seedMatchesHash}>
            {check.seedMatchesHash ? 'Hash matches' : 'Hash does not match'}
          </Verdict>
          <p className="text-xs text-muted">
            SHA-256 of the revealed seed, computed here: <Hex>{check.computedHash}</Hex>
          </p>
          <Verdict ok={check.cardsMatch}>{check.cardsMatch ? 'Cards match' : 'Cards differ'}</Verdict>
          <h3 className="mt-2 text-sm font-semibold">The draw, step by step</h3>
          <ol className="flex flex-col gap-2 text-sm">
            {check.recomputed.map((drawn, index) => {
              const stored = check.stored[index];
              const same = stored?.tier === drawn.tier && stored.athleteId === drawn.athleteId;
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: draws are positions in a fixed sequence
                  key={index}
                  className="rounded-xl border border-line bg-surface-2 px-3 py-2"
                  data-match={same}
                >
                  <p className="font-semibold">
                    Card {index + 1}: {describe(drawn, opening.cards)} {same ? '✓' : '✗'}
                  </p>
                  <p className="text-xs text-muted">
                    HMAC-SHA256(server seed, "{opening.client_seed}:{opening.nonce}:…") picks the tier from
                    the odds, then the athlete from the pool.
                    {same || !stored ? '' : ` The draft gave ${describe(stored, opening.cards)}.`}
                  </p>
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </div>
  );
}
