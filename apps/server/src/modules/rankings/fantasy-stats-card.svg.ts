import type { FantasyStats, ScoreLineView } from '@shred/contract';
import { formatPercent, formatPoints, ordinal, shortNumber } from '@shred/game';
import { SERVER_FONTS } from '../../platform/fonts/bundled-fonts.ts';
import type { ShareArt } from './fantasy-stats-art.queries.ts';
import { banner, padlock, portraitBadge } from './fantasy-stats-art.svg.ts';

/** The share graphic's size: a portrait post (4:5), the shape social feeds show largest. */
export const CARD_WIDTH = 1080;
export const CARD_HEIGHT = 1350;

const PAD = 80;
const INNER = CARD_WIDTH - 2 * PAD;
/** The web app's typefaces, bundled with the server: bold display, regular text. */
const DISPLAY_FONT = `${SERVER_FONTS.display}, sans-serif`;
const TEXT_FONT = `${SERVER_FONTS.text}, sans-serif`;
const C = {
  bg: '#0b0f14',
  surface: '#121923',
  line: '#263243',
  fg: '#e9eef5',
  muted: '#93a1b4',
  accent: '#22d3ee',
  lime: '#a3e635',
  onAccent: '#041017',
  gold: '#fcd34d',
};

/** Text is user data (usernames, names staff typed): it goes into the SVG escaped, always. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Estimated width of `text` at `size` px in the condensed bold face. The server has no layout
 * engine before rendering, so glyphs are averaged (capitals and digits wider) and the estimate
 * errs wide: a cut comes a character early rather than text running into its neighbour.
 */
function widthOf(text: string, size: number, weight: 400 | 700 = 700): number {
  const em = [...text].reduce((sum, ch) => sum + (/[A-Z0-9@#%MWmw]/.test(ch) ? 0.68 : 0.6), 0);
  return em * size * (weight === 700 ? 1 : 0.88);
}

/** Cut `text` so it fits `width` px at `size` px, ending in '…'. */
export function fitText(text: string, width: number, size: number, weight: 400 | 700 = 700): string {
  if (widthOf(text, size, weight) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && widthOf(`${chars.join('')}…`, size, weight) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** The largest size up to `max` (and not under `min`) at which `text` fits `width` px. */
export function fitSize(text: string, width: number, max: number, min: number): number {
  return Math.max(min, Math.min(max, Math.floor(width / widthOf(text, 1))));
}

interface TextOptions {
  size: number;
  fill?: string;
  weight?: 400 | 700;
  italic?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  /** Fit into this many px (truncating with '…'). */
  width?: number;
}

function text(x: number, y: number, content: string, o: TextOptions): string {
  const fitted = o.width === undefined ? content : fitText(content, o.width, o.size, o.weight);
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-family="${o.weight === 400 ? TEXT_FONT : DISPLAY_FONT}"`,
    `font-size="${o.size}"`,
    `font-weight="${o.weight ?? 700}"`,
    `fill="${o.fill ?? C.fg}"`,
    o.italic ? 'font-style="italic"' : '',
    o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '',
    o.spacing ? `letter-spacing="${o.spacing}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${escapeXml(fitted)}</text>`;
}

const points = (value: number | null) => (value === null ? '–' : formatPoints(value));
const placeText = (line: ScoreLineView) =>
  line.place === null ? 'No result' : `${ordinal(line.place)} place`;

function background(art: ShareArt): string {
  return `
  <defs>
    <radialGradient id="glowA" cx="0" cy="0" r="1" gradientUnits="userSpaceOnUse"
      gradientTransform="translate(0 0) scale(1100 900)">
      <stop offset="0" stop-color="#0e7490" stop-opacity="0.95"/>
      <stop offset="1" stop-color="#0e7490" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glowB" cx="0" cy="0" r="1" gradientUnits="userSpaceOnUse"
      gradientTransform="translate(${CARD_WIDTH} ${CARD_HEIGHT}) scale(1000 820)">
      <stop offset="0" stop-color="#3f6212" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#3f6212" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="stripe" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${C.accent}"/>
      <stop offset="1" stop-color="${C.lime}"/>
    </linearGradient>
  </defs>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${C.bg}"/>
  ${banner(art.scene, CARD_WIDTH, C.bg)}
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#glowA)"/>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#glowB)"/>
  <polygon points="${CARD_WIDTH - 300},0 ${CARD_WIDTH},0 ${CARD_WIDTH},300" fill="url(#stripe)" opacity="0.14"/>
  <rect x="0" y="0" width="${CARD_WIDTH}" height="12" fill="url(#stripe)"/>`;
}

function header(stats: FantasyStats): string {
  const mode = stats.mode === 'manager' ? 'MANAGER' : 'QUICKPLAY';
  const chipWidth = mode.length * 19 + 48;
  const event = stats.game.event.name.toUpperCase();
  return [
    text(PAD, 122, 'SHRED LEAGUE', { size: 40, italic: true, fill: C.accent, spacing: 4 }),
    `<rect x="${CARD_WIDTH - PAD - chipWidth}" y="84" width="${chipWidth}" height="52" rx="26" fill="${C.bg}" fill-opacity="0.7" stroke="${C.lime}" stroke-width="3"/>`,
    text(CARD_WIDTH - PAD - chipWidth / 2, 120, mode, {
      size: 26,
      fill: C.lime,
      anchor: 'middle',
      spacing: 3,
    }),
    text(PAD, 222, 'FANTASY STATS', { size: 28, fill: C.muted, spacing: 8 }),
    text(PAD, 302, event, { size: fitSize(event, INNER, 76, 52), italic: true, width: INNER }),
    text(PAD, 356, stats.game.name, { size: 36, weight: 400, fill: C.muted, width: INNER }),
  ].join('\n');
}

function tile(x: number, width: number, label: string, value: string, note: string): string {
  return [
    `<rect x="${x}" y="690" width="${width}" height="170" rx="28" fill="${C.surface}" fill-opacity="0.85" stroke="${C.line}" stroke-width="2"/>`,
    text(x + 28, 738, label, { size: 24, fill: C.muted, spacing: 3 }),
    text(x + 28, 810, value, { size: fitSize(value, width - 56, 64, 40), italic: true, width: width - 56 }),
    text(x + 28, 842, note, { size: 24, weight: 400, fill: C.muted, width: width - 56 }),
  ].join('\n');
}

/** Who a pick's portrait shows: the athlete as the database knows them, else seeded by id. */
const subjectOf = (line: ScoreLineView, art: ShareArt) =>
  art.athletes.get(line.athlete_id) ?? { seed: String(line.athlete_id) };

function captainCard(line: ScoreLineView, art: ShareArt): string {
  const left = PAD + 124;
  return [
    `<rect x="${PAD}" y="896" width="${INNER}" height="104" rx="28" fill="${C.accent}" fill-opacity="0.12" stroke="${C.accent}" stroke-opacity="0.6" stroke-width="2"/>`,
    portraitBadge(subjectOf(line, art), PAD + 60, 948, 40, {
      tier: line.tier,
      ring: C.accent,
      id: 'captain',
    }),
    text(left, 942, line.athlete_name, { size: 36, width: INNER - 124 - 300 }),
    `<rect x="${left}" y="958" width="112" height="32" rx="16" fill="${C.accent}"/>`,
    text(left + 56, 982, 'CAPTAIN', { size: 20, fill: C.onAccent, anchor: 'middle', spacing: 2 }),
    text(left + 128, 983, `${placeText(line)} · ×${Number(line.captain_multiplier.toFixed(2))}`, {
      size: 24,
      weight: 400,
      fill: C.muted,
    }),
    text(CARD_WIDTH - PAD - 28, 964, `${points(line.line_total)} pts`, {
      size: 44,
      italic: true,
      fill: C.accent,
      anchor: 'end',
    }),
  ].join('\n');
}

const picksCount = (n: number) => `${n} ${n === 1 ? 'pick' : 'picks'}`;

/** Where the captain would be, while their pick has not locked: the card says so, names nobody. */
function lockedCaptain(): string {
  return [
    `<rect x="${PAD}" y="896" width="${INNER}" height="104" rx="28" fill="${C.surface}" fill-opacity="0.85" stroke="${C.line}" stroke-width="2" stroke-dasharray="10 8"/>`,
    `<circle cx="${PAD + 60}" cy="948" r="40" fill="${C.bg}" stroke="${C.line}" stroke-width="4"/>`,
    padlock(PAD + 60, 948, 40, C.muted),
    text(PAD + 124, 942, 'Captain revealed at lock', { size: 36, width: INNER - 124 - 40 }),
    text(PAD + 124, 983, 'Shows once their competition starts', { size: 24, weight: 400, fill: C.muted }),
  ].join('\n');
}

/** A line-up none of whose picks has locked: a padlock and the promise, no names. */
function lockedLineUp(hidden: number): string {
  return [
    `<rect x="${PAD}" y="896" width="${INNER}" height="330" rx="36" fill="${C.surface}" fill-opacity="0.85" stroke="${C.line}" stroke-width="2" stroke-dasharray="12 10"/>`,
    `<circle cx="${CARD_WIDTH / 2}" cy="1000" r="56" fill="${C.bg}" stroke="${C.line}" stroke-width="4"/>`,
    padlock(CARD_WIDTH / 2, 1000, 56, C.accent),
    text(CARD_WIDTH / 2, 1118, 'Line-up revealed at lock', {
      size: 56,
      italic: true,
      anchor: 'middle',
      width: INNER - 80,
    }),
    text(CARD_WIDTH / 2, 1170, `${picksCount(hidden)} show as their competitions start`, {
      size: 28,
      weight: 400,
      fill: C.muted,
      anchor: 'middle',
      width: INNER - 80,
    }),
  ].join('\n');
}

/** Beside the TOP PICKS heading: how many picks are still hidden. */
function hiddenNote(hidden: number): string {
  const note = `${picksCount(hidden)} revealed at lock`;
  return [
    text(CARD_WIDTH - PAD - 36, 1040, note, { size: 24, weight: 400, fill: C.muted, anchor: 'end' }),
    padlock(CARD_WIDTH - PAD - 13, 1031, 28, C.muted),
  ].join('\n');
}

function topPicks(lines: ScoreLineView[], art: ShareArt, hidden: number): string {
  const rows = lines.map((line, i) => {
    const y = 1100 + i * 66;
    return [
      portraitBadge(subjectOf(line, art), PAD + 27, y - 12, 27, {
        tier: line.tier,
        ring: C.line,
        id: `pick${i}`,
      }),
      `<circle cx="${PAD + 50}" cy="${y + 8}" r="13" fill="${i === 0 ? C.gold : C.surface}" stroke="${C.bg}" stroke-width="2"/>`,
      text(PAD + 50, y + 15, String(i + 1), {
        size: 20,
        fill: i === 0 ? C.onAccent : C.fg,
        anchor: 'middle',
        italic: true,
      }),
      text(PAD + 80, y, line.athlete_name, { size: 34, width: INNER - 80 - 330 }),
      text(CARD_WIDTH - PAD - 200, y, placeText(line), {
        size: 26,
        weight: 400,
        fill: C.muted,
        anchor: 'end',
      }),
      text(CARD_WIDTH - PAD, y, `${points(line.line_total)} pts`, {
        size: 34,
        italic: true,
        anchor: 'end',
      }),
    ].join('\n');
  });
  return [
    text(PAD, 1040, 'TOP PICKS', { size: 26, fill: C.muted, spacing: 6 }),
    hidden > 0 ? hiddenNote(hidden) : '',
    ...rows,
  ].join('\n');
}

function result(team: NonNullable<FantasyStats['team']>, entries: number, art: ShareArt): string {
  const gap = 24;
  const width = (INNER - gap) / 2;
  const score = points(team.score);
  const parts = [
    text(PAD, 440, `@${team.username}`, { size: 40, fill: C.lime, width: INNER }),
    text(PAD, 630, score, { size: fitSize(score, INNER - 150, 200, 96), italic: true }),
    text(CARD_WIDTH - PAD, 630, 'PTS', { size: 56, italic: true, fill: C.accent, anchor: 'end' }),
    tile(
      PAD,
      width,
      'RANK',
      team.rank === null ? '–' : `#${shortNumber(team.rank)}`,
      `of ${shortNumber(entries)} entries`,
    ),
    tile(
      PAD + width + gap,
      width,
      'TOP',
      team.top_percent === null ? '–' : formatPercent(team.top_percent / 100),
      'of all teams',
    ),
  ];
  const hidden = team.hidden_picks;
  if (team.top_picks.length === 0) {
    if (hidden > 0) parts.push(lockedLineUp(hidden));
    return parts.join('\n');
  }
  parts.push(team.captain ? captainCard(team.captain, art) : lockedCaptain());
  parts.push(topPicks(team.top_picks, art, hidden));
  return parts.join('\n');
}

function noResult(message: string, detail: string): string {
  return [
    `<rect x="${PAD}" y="560" width="${INNER}" height="260" rx="36" fill="${C.surface}" fill-opacity="0.85" stroke="${C.line}" stroke-width="2"/>`,
    text(CARD_WIDTH / 2, 680, message, { size: 64, italic: true, anchor: 'middle', width: INNER - 80 }),
    text(CARD_WIDTH / 2, 740, detail, {
      size: 30,
      weight: 400,
      fill: C.muted,
      anchor: 'middle',
      width: INNER - 80,
    }),
  ].join('\n');
}

/** Without what the database knows: the event's own scene, portraits seeded by athlete id. */
const plainArt = (stats: FantasyStats): ShareArt => ({
  scene: { seed: stats.game.event.slug },
  athletes: new Map(),
});

/**
 * The fantasy stats share graphic as SVG (what sharp turns into the PNG): the game's event art,
 * event and game, the manager, score, rank, 'Top n %', and the captain and top 3
 * picks with their portraits ringed in their card's tier. It draws only the picks `stats`
 * holds: those another manager has not locked yet stand as padlocks (issue 11.1).
 */
export function fantasyStatsCardSvg(stats: FantasyStats, art: ShareArt = plainArt(stats)): string {
  const { team } = stats;
  const body = !team
    ? noResult('No team in this game', 'Pick a team for the next one on Shred League.')
    : team.score === null
      ? [
          text(PAD, 440, `@${team.username}`, { size: 40, fill: C.lime, width: INNER }),
          noResult('Awaiting results', 'The score shows as soon as results are in.'),
        ].join('\n')
      : result(team, stats.entries, art);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
${background(art)}
${header(stats)}
${body}
${text(PAD, CARD_HEIGHT - 56, 'Fantasy action sports', { size: 26, weight: 400, fill: C.muted })}
${text(CARD_WIDTH - PAD, CARD_HEIGHT - 56, 'SHRED LEAGUE', { size: 26, fill: C.accent, anchor: 'end', spacing: 4, italic: true })}
</svg>`;
}
