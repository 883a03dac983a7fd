import { Icon, type IconProps } from '../../ui/icons.tsx';

/** Icons only the notification types use, on the shared 24 px stroke grid. */

export const UserPlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6" />
  </Icon>
);

export const AlarmIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="13" r="7.5" />
    <path d="M12 9.5V13l2.5 1.5M4 4.5 6.5 2.5M20 4.5l-2.5-2" />
  </Icon>
);

export const PodiumIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 21V9h6v12M3 21v-7h6M15 21v-5h6v5M2 21h20" />
    <path d="m12 2.5.9 1.8 2 .3-1.45 1.4.35 2-1.8-.95-1.8.95.35-2L9.1 4.6l2-.3z" />
  </Icon>
);

export const ListChangeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 6h11M3 12h8M3 18h11M17 9l3-3-3-3M20 6h-3M17 21l3-3-3-3M20 18h-3" />
  </Icon>
);

export const TagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <circle cx="8" cy="8" r="1.5" />
  </Icon>
);

export const HourglassIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 2h12M6 22h12M7 2v4a5 5 0 0 0 10 0V2M7 22v-4a5 5 0 0 1 10 0v4" />
  </Icon>
);

export const CrownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m3 7 4.5 4L12 4l4.5 7L21 7l-2 12H5z" />
  </Icon>
);

export const CrownOffIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9.3 7.9 12 4l4.5 7L21 7l-1.3 7.9M18.2 19H5L3 7l4.5 4M2 2l20 20" />
  </Icon>
);

export const FlagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 22V3M5 4h12l-2.5 4L17 12H5" />
  </Icon>
);

export const TrendIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m3 17 6-6 4 4 8-8M15 7h6v6" />
  </Icon>
);
