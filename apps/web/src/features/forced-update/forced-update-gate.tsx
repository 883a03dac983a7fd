import { lazy, Suspense } from 'react';
import type { RequiredUpdate } from './forced-update-rule.ts';

const UpdateRequiredOverlay = lazy(() =>
  import('./update-required-overlay.tsx').then((module) => ({ default: module.UpdateRequiredOverlay })),
);

/** Native only: blocks the app behind 'Update Required' while the installed version is too old (R4.76). */
export function ForcedUpdateGate({ update }: { update: RequiredUpdate | null }) {
  if (!update) return null;
  return (
    <Suspense fallback={null}>
      <UpdateRequiredOverlay update={update} />
    </Suspense>
  );
}
