import { clientSeedSchema } from '@shred/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/index.ts';
import { useFairnessQuery, useRotateSeedMutation } from '../../../features/drafts/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { TextSkeleton } from '../../../ui/skeleton.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { Hex } from './opening-proof.tsx';

/** A fresh suggestion for a client seed: 16 random hex characters. */
function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The viewer's seed pair now, and changing the client seed, which reveals the server seed. */
export function SeedPairCard() {
  const fairness = useFairnessQuery();
  const rotate = useRotateSeedMutation();
  const [seed, setSeed] = useState(randomSeed);
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const parsed = clientSeedSchema.safeParse(seed);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    rotate.mutate(parsed.data, { onSuccess: () => setSeed(randomSeed()) });
  };

  return (
    <Card as="section" aria-labelledby="seed-pair">
      <h2 id="seed-pair" className="mb-3 text-lg font-semibold">
        Your seed pair
      </h2>
      {fairness.isError ? (
        <LoadFailed
          title="Could not load your seed pair"
          message={errorMessage(fairness.error)}
          onRetry={() => fairness.refetch()}
          retrying={fairness.isRefetching}
        />
      ) : (
        <dl className="mb-5 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted">Server seed hash</dt>
          <dd data-testid="current-seed-hash">
            {fairness.data ? <Hex>{fairness.data.server_seed_hash}</Hex> : <TextSkeleton className="w-64" />}
          </dd>
          <dt className="text-muted">Client seed</dt>
          <dd>
            {fairness.data ? <Hex>{fairness.data.client_seed}</Hex> : <TextSkeleton className="w-24" />}
          </dd>
          <dt className="text-muted">Next nonce</dt>
          <dd className="tabular-nums">
            {fairness.data ? fairness.data.nonce : <TextSkeleton className="w-6" />}
          </dd>
        </dl>
      )}
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          className="flex-1"
          label="New client seed"
          value={seed}
          onChange={(event) => setSeed(event.target.value)}
          error={error}
          hint="Any letters, digits and punctuation, up to 64. Changing it reveals the current server seed."
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" loading={rotate.isPending} className="sm:mt-7">
          Change client seed
        </Button>
      </form>
      {rotate.isError ? <FormAlert className="mt-3">{errorMessage(rotate.error)}</FormAlert> : null}
      {rotate.data ? (
        <FormAlert tone="success" title="Server seed revealed" className="mt-4">
          <p>
            The seed behind hash <Hex>{rotate.data.revealed_server_seed_hash}</Hex> was{' '}
            <span data-testid="revealed-seed">
              <Hex>{rotate.data.revealed_server_seed}</Hex>
            </span>
            . Every draft you opened with it can now be verified below.
          </p>
        </FormAlert>
      ) : null}
    </Card>
  );
}
