import type { DashboardRange } from '@shred/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { ADMIN_STALE_MS } from '../admin-events/admin-event-queries.ts';

export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
  range: (days: DashboardRange) => ['admin-dashboard', days] as const,
};

/** GET admin/analytics/dashboard/: the last `days` days; the previous range stays shown while the next loads. */
export function useDashboardQuery(days: DashboardRange) {
  return useQuery({
    queryKey: dashboardKeys.range(days),
    queryFn: ({ signal }) => call('adminDashboard', { query: { days }, signal }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
