export { AthleteHero } from './athlete-hero.tsx';
export {
  type AssetFile,
  athleteZoneKeys,
  fetchAthleteAsset,
  useAthleteAssetQuery,
  useAthleteZoneGameQuery,
  useAthleteZoneQuery,
} from './athlete-zone-queries.ts';
export { isRefused, NotAnAthlete, ZoneLoadFailed } from './not-an-athlete.tsx';
