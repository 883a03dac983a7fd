export { GameBreakdown } from './game-breakdown.tsx';
export { InsightsLink, insightsPath } from './insights-link.tsx';
export { INSIGHTS_NEED_PREMIUM, insightsKeys, useEventInsightsQuery } from './insights-queries.ts';
export { HeroSkeleton, InsightsSkeleton } from './insights-skeleton.tsx';
export { INSIGHT_SORTS, type InsightSort, sortAthletes } from './insights-sort.ts';
export { MostPicked } from './most-picked.tsx';
export { OwnershipChart } from './ownership-chart.tsx';
export { PremiumUpsell } from './premium-upsell.tsx';
