export { CardReveal } from './card-reveal.tsx';
export { higherTierChance, poolChances, sortedOdds } from './draft-odds.ts';
export { DraftPackImage } from './draft-pack-image.tsx';
export {
  draftKeys,
  useDraftHistoryQuery,
  useDraftOpeningQuery,
  useDraftQuery,
  useDraftsQuery,
  useFairnessQuery,
  useOpenDraftMutation,
  useRotateSeedMutation,
} from './draft-queries.ts';
export { DraftTierCard, DraftTierCardsSkeleton } from './draft-tier-card.tsx';
export { checkOpening, type OpeningCheck } from './draw-check.ts';
export { type CardSteps, type PickStep, traceDraw } from './draw-trace.ts';
export { MiniCard } from './mini-card.tsx';
export { OddsBars } from './odds-bars.tsx';
export { useSportName } from './sport-names.ts';
export { tierFill, tierSurface } from './tier-look.ts';
