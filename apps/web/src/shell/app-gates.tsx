import { useEffect } from 'react';
import { ConsentGate } from '../features/consent/consent-gate.tsx';
import { ForcedUpdateGate } from '../features/forced-update/forced-update-gate.tsx';
import { useRequiredUpdate } from '../features/forced-update/use-required-update.ts';
import { MaintenanceGate } from '../features/maintenance/maintenance-gate.tsx';
import { PwaPrompts } from '../features/pwa/pwa-prompts.tsx';
import type { RouteMeta } from '../features/route-meta/route-meta.ts';
import { useStatusBar } from '../features/theme/status-bar.ts';
import { getPlatform } from '../platform/index.ts';

/**
 * Everything that can stand in front of the pages: the forced update (native) before
 * maintenance, as an outdated app cannot be let in either way; the cookie banner; the
 * update and install prompts. Also hands the route's native options to the platform.
 */
export function AppGates({ meta }: { meta: Pick<RouteMeta, 'statusBarStyle' | 'noBackTracking'> }) {
  useStatusBar(meta.statusBarStyle);
  useEffect(() => getPlatform().setBackGestureEnabled(!meta.noBackTracking), [meta.noBackTracking]);
  const update = useRequiredUpdate();
  return (
    <>
      {update ? <ForcedUpdateGate update={update} /> : <MaintenanceGate />}
      <ConsentGate />
      <PwaPrompts />
    </>
  );
}
