import { eventArtAt } from '@shred/art';
import {
  ATHLETE_ASSET_SIZES,
  type AthleteAssetKind,
  type AthleteAssetSize,
  type AthleteZoneOverview,
} from '@shred/contract';
import { formatCount, formatPercent, formatPoints, ordinal } from '@shred/game';
import { SERVER_FONTS } from '../../platform/fonts/bundled-fonts.ts';
import { portraitBadge } from '../rankings/fantasy-stats-art.svg.ts';
import { escapeXml, fitSize, fitText } from '../rankings/fantasy-stats-card.svg.ts';

const W = 1080;
const PAD = 80;
const INNER = W - 2 * PAD;
/** The brand's palette, as the fantasy stats share image draws it. */
const C = {
  bg: '#0b0f14',
  surface: '#121923',
  line: '#263243',
  fg: '#e9eef5',
  muted: '#93a1b4',
  accent: '#22d3ee',
  lime: '#a3e635',
  onAccent: '#041017',
};

/** Where each part sits in a story (tall) and a post (square). */
const LAYOUTS = {
  story: { art: 1000, portrait: { cx: W / 2, cy: 620, r: 250 }, name: 1030, headline: 1500, tiles: 1580 },
  post: { art: 560, portrait: { cx: PAD + 150, cy: 380, r: 150 }, name: 300, headline: 740, tiles: 800 },
} as const;

interface Words {
  size: number;
  fill?: string;
  /** 400 sets it in the text face; the display face otherwise. */
  weight?: 400 | 700 | 800;
  italic?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  /** Cut to this many px with '…'. */
  width?: number;
}

function words(x: number, y: number, content: string, o: Words): string {
  const weight = o.weight ?? 700;
  const shown =
    o.width === undefined ? content : fitText(content, o.width, o.size, weight === 400 ? 400 : 700);
  const face = weight === 400 ? SERVER_FONTS.text : SERVER_FONTS.display;
  return `<text x="${x}" y="${y}" font-family="${face}, sans-serif" font-size="${o.size}" font-weight="${weight}" fill="${o.fill ?? C.fg}"${o.italic ? ' font-style="italic"' : ''}${o.anchor ? ` text-anchor="${o.anchor}"` : ''}${o.spacing ? ` letter-spacing="${o.spacing}"` : ''}>${escapeXml(shown)}</text>`;
}

interface Figure {
  label: string;
  value: string;
}

/** The one big number and the three beside it, for each kind of image. */
function figuresOf(kind: AthleteAssetKind, zone: AthleteZoneOverview): { headline: Figure; tiles: Figure[] } {
  const t = zone.totals;
  if (kind === 'fans') {
    return {
      headline: {
        label: t.managers === 1 ? 'MANAGER PICKED ME' : 'MANAGERS PICKED ME',
        value: formatCount(t.managers),
      },
      tiles: [
        { label: 'OWNERSHIP', value: formatPercent(t.ownership) },
        { label: 'CAPTAINCY', value: formatPercent(t.captaincy) },
        { label: 'AS CAPTAIN', value: formatCount(t.captains) },
      ],
    };
  }
  const latest = zone.games.find((g) => g.points !== null);
  return {
    headline: { label: 'FANTASY POINTS', value: t.games === 0 ? '–' : formatPoints(t.points) },
    tiles: [
      { label: 'BEST PLACE', value: t.best_place === null ? '–' : ordinal(t.best_place) },
      { label: 'GAMES', value: formatCount(t.games) },
      { label: 'LATEST', value: latest ? `${formatPoints(latest.points ?? 0)} pts` : '–' },
    ],
  };
}

function backdrop(zone: AthleteZoneOverview, height: number, artHeight: number): string {
  const sport = zone.athlete.primary_sport.slug;
  return [
    `<defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.bg}" stop-opacity=".4"/><stop offset=".5" stop-color="${C.bg}" stop-opacity=".45"/><stop offset="1" stop-color="${C.bg}"/></linearGradient>`,
    `<linearGradient id="stripe" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.accent}"/><stop offset="1" stop-color="${C.lime}"/></linearGradient>`,
    `<radialGradient id="glow" cx="1" cy="1" r="1"><stop offset="0" stop-color="#3f6212" stop-opacity=".8"/><stop offset="1" stop-color="#3f6212" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${height}" fill="${C.bg}"/>`,
    eventArtAt({ seed: zone.athlete.slug, sport }, { x: 0, y: 0, width: W, height: artHeight }, 'scene', 0.7),
    `<rect width="${W}" height="${artHeight + 2}" fill="url(#fade)"/>`,
    `<rect width="${W}" height="${height}" fill="url(#glow)"/>`,
    `<rect width="${W}" height="12" fill="url(#stripe)"/>`,
  ].join('\n');
}

function header(kind: AthleteAssetKind, season: string): string {
  const chip = kind === 'fans' ? `FAN NUMBERS ${season}` : `SEASON ${season}`;
  const chipWidth = chip.length * 16 + 48;
  return [
    words(PAD, 122, 'SHRED LEAGUE', { size: 40, italic: true, weight: 800, fill: C.accent, spacing: 4 }),
    `<rect x="${W - PAD - chipWidth}" y="84" width="${chipWidth}" height="52" rx="26" fill="${C.bg}" fill-opacity=".7" stroke="${C.lime}" stroke-width="3"/>`,
    words(W - PAD - chipWidth / 2, 120, chip, { size: 26, fill: C.lime, anchor: 'middle', spacing: 2 }),
  ].join('\n');
}

function nameBlock(zone: AthleteZoneOverview, size: AthleteAssetSize, y: number): string {
  const { athlete } = zone;
  const story = size === 'story';
  const x = story ? W / 2 : PAD + 340;
  const width = story ? INNER : W - PAD - x;
  const anchor = story ? 'middle' : 'start';
  const last = athlete.last_name.toUpperCase();
  return [
    words(x, y, athlete.first_name.toUpperCase(), { size: 48, fill: C.lime, anchor, spacing: 4, width }),
    words(x, y + (story ? 120 : 100), last, {
      size: fitSize(last, width, story ? 140 : 110, 56),
      italic: true,
      weight: 800,
      anchor,
      width,
    }),
    words(x, y + (story ? 180 : 150), `${athlete.primary_sport.name} · ${athlete.nationality.ioc}`, {
      size: 32,
      weight: 400,
      fill: C.muted,
      anchor,
      width,
    }),
  ].join('\n');
}

function tiles(figures: Figure[], y: number): string {
  const gap = 24;
  const width = (INNER - gap * (figures.length - 1)) / figures.length;
  return figures
    .map((f, i) => {
      const x = PAD + i * (width + gap);
      return [
        `<rect x="${x}" y="${y}" width="${width}" height="170" rx="28" fill="${C.surface}" fill-opacity=".88" stroke="${C.line}" stroke-width="2"/>`,
        words(x + 28, y + 52, f.label, { size: 24, fill: C.muted, spacing: 3, width: width - 56 }),
        words(x + 28, y + 128, f.value, {
          size: fitSize(f.value, width - 56, 64, 36),
          italic: true,
          width: width - 56,
        }),
      ].join('\n');
    })
    .join('\n');
}

/**
 * A social share image of the athlete as SVG (sharp turns it into the PNG): their generated
 * portrait over their sport's scene, their name, and either their season's results or how
 * managers pick them, in story (1080 × 1920) or post (1080 × 1080) size.
 */
export function athleteAssetSvg(
  zone: AthleteZoneOverview,
  kind: AthleteAssetKind,
  size: AthleteAssetSize,
): string {
  const { height } = ATHLETE_ASSET_SIZES[size];
  const at = LAYOUTS[size];
  const { headline, tiles: small } = figuresOf(kind, zone);
  const { athlete } = zone;
  const subject = { seed: athlete.slug, gender: athlete.gender, sport: athlete.primary_sport.slug };
  const headlineSize = fitSize(headline.value, INNER, size === 'story' ? 220 : 150, 96);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}">
${backdrop(zone, height, at.art)}
${header(kind, zone.season)}
${portraitBadge(subject, at.portrait.cx, at.portrait.cy, at.portrait.r, { tier: null, ring: C.accent, id: 'me' })}
${nameBlock(zone, size, at.name)}
${words(PAD, at.headline - Math.round(headlineSize * 0.78) - 24, headline.label, { size: 30, fill: C.accent, spacing: 6 })}
${words(PAD, at.headline, headline.value, { size: headlineSize, italic: true, weight: 800 })}
${tiles(small, at.tiles)}
${words(PAD, height - 56, 'Fantasy action sports', { size: 26, weight: 400, fill: C.muted })}
${words(W - PAD, height - 56, 'SHREDLEAGUE.APP', { size: 26, fill: C.accent, anchor: 'end', spacing: 4, italic: true })}
</svg>`;
}
