import type { DraftOpening } from '@shred/contract';

/** A long hex value that wraps anywhere, in the monospace players compare it in. */
export function Hex({ children }: { children: string }) {
  return <code className="break-all font-mono text-xs text-fg">{children}</code>;
}

/** What an opening's draw depended on: the committed hash, the client seed, the nonce, and the seed once revealed. */
export function OpeningProof({ opening }: { opening: DraftOpening }) {
  return (
    <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="text-muted">Server seed hash</dt>
      <dd>
        <Hex>{opening.server_seed_hash}</Hex>
      </dd>
      <dt className="text-muted">Client seed</dt>
      <dd>
        <Hex>{opening.client_seed}</Hex>
      </dd>
      <dt className="text-muted">Nonce</dt>
      <dd className="tabular-nums">{opening.nonce}</dd>
      <dt className="text-muted">Server seed</dt>
      <dd>
        {opening.server_seed ? (
          <Hex>{opening.server_seed}</Hex>
        ) : (
          <span className="text-muted italic">Revealed when you change your client seed</span>
        )}
      </dd>
    </dl>
  );
}
