import { lazy, Suspense } from 'react';
import { useAppSettings } from '../app-settings/app-settings-store.ts';
import { useMaintenanceActive } from './maintenance-store.ts';

// Fetched only when maintenance is actually on: most visits never need it.
const MaintenanceOverlay = lazy(() =>
  import('./maintenance-overlay.tsx').then((module) => ({ default: module.MaintenanceOverlay })),
);

/** Shows the maintenance overlay while the server setting is on and this session has no bypass. */
export function MaintenanceGate() {
  const settings = useAppSettings();
  const active = useMaintenanceActive();
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceOverlay message={settings?.maintenance_mode_message} />
    </Suspense>
  );
}
