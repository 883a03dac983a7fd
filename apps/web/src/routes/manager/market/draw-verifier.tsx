import type { AthleteCard, DraftOpening } from '@shred/contract';
import type { DrawnCard } from '@shred/game';
import { useMemo } from 'react';
import { TIER_LABELS } from '../../../features/athletes/index.ts';
import { formatCredits } from '../../../features/credits/index.ts';
import { checkOpening, type PickStep, traceDraw } from '../../../features/drafts/index.ts';
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

const athleteName = (id: number, cards: readonly AthleteCard[]) => {
  const card = cards.find((c) => c.id === id);
  return card ? `${card.first_name} ${card.last_name}` : `athlete #${id}`;
};

const describe = (drawn: DrawnCard, cards: readonly AthleteCard[]) =>
  `${TIER_LABELS[drawn.tier]} · ${athleteName(drawn.athleteId, cards)}`;

/** 'word 9f3a01c2 mod 10,000 = 4,213 → Common', and the words skipped before it. */
function Pick({ label, step, picked }: { label: string; step: PickStep; picked: string }) {
  return (
    <p className="text-xs text-muted">
      <span className="font-semibold text-fg">{label}:</span> word{' '}
      <code className="font-mono">{step.word}</code> mod {formatCredits(step.total)} ={' '}
      <span className="tabular-nums">{formatCredits(step.roll)}</span> → {picked}
      {step.skipped > 0
        ? ` (${step.skipped} word${step.skipped === 1 ? '' : 's'} above the limit skipped)`
        : ''}
    </p>
  );
}

/** An opening re-computed in this browser from its revealed seed, compared with the cards minted. */
export function DrawVerifier({ opening }: { opening: DraftOpening }) {
  const check = useMemo(
    () =>
      opening.server_seed
        ? { ...checkOpening(opening, opening.server_seed), steps: traceDraw(opening, opening.server_seed) }
        : null,
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
          <p className="text-xs text-muted">
            Words are read 4 bytes at a time from{' '}
            <code className="font-mono">{`HMAC-SHA256(server seed, "${opening.client_seed}:${opening.nonce}:round")`}</code>
            . Each pick takes a word mod the total weight; the pick is the first tier (common first) or
            athlete (by id) whose running sum of weights exceeds it.
          </p>
          <ol className="flex flex-col gap-2 text-sm">
            {check.recomputed.map((drawn, index) => {
              const stored = check.stored[index];
              const same = stored?.tier === drawn.tier && stored.athleteId === drawn.athleteId;
              const step = check.steps[index];
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
                  {step ? (
                    <>
                      <Pick label="Tier" step={step.tier} picked={TIER_LABELS[step.tier.picked]} />
                      <Pick
                        label="Athlete"
                        step={step.athlete}
                        picked={athleteName(step.athlete.picked, opening.cards)}
                      />
                    </>
                  ) : null}
                  {same || !stored ? null : (
                    <p className="text-xs text-danger">The draft gave {describe(stored, opening.cards)}.</p>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </div>
  );
}
