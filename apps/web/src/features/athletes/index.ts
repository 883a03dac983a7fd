export { AspiScore } from './aspi-score.tsx';
export { AthleteAvatar } from './athlete-avatar.tsx';
export { AthleteCardArt, type CardArtCard } from './athlete-card-art.tsx';
export { AthleteFlag } from './athlete-flag.tsx';
export { AthleteListItem, genderLabel, type ListedAthlete } from './athlete-list-item.tsx';
export { type AvatarPlaceholder, avatarPlaceholder, PLACEHOLDER_SPORTS } from './avatar-placeholder.ts';
export { countryName, IOC_TO_ISO, isoFromIoc } from './ioc-countries.ts';
export { TierBadge } from './tier-badge.tsx';
export { TIER_CHIPS, TIER_LABELS, tierBoostLabel } from './tier-styles.ts';
