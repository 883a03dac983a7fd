import type { CardTier } from '@shred/game';
import { foilGradient, sparkle, TIER_FOILS } from './card-frame.ts';
import { darken } from './colour.ts';
import { eventArtAt } from './event-art.ts';
import { dice as diceOf } from './random.ts';
import { escapeXml, idSafe, n, svgDocument } from './xml.ts';

/** What a draft pack shows: its sport's scene in its tier's foil. */
export interface DraftPackSubject {
  sport: string;
  tier: CardTier;
}

export interface DraftPackOptions {
  title?: string;
  idPrefix?: string;
}

/** The pack is drawn at a card's size and shape (5:7), so it can stand in for a card's back. */
const WIDTH = 250;
const HEIGHT = 350;
const CRIMP = 30;
const TEETH = 24;
const SIDE = 9;

/** The outline: crimped (zig-zag) top and bottom seams, the sides bowed in a touch like a filled pouch. */
function outline(): string {
  const step = (WIDTH - 2 * SIDE) / TEETH;
  const top = Array.from(
    { length: TEETH },
    (_, i) => `L${n(SIDE + (i + 0.5) * step)} 2L${n(SIDE + (i + 1) * step)} 9`,
  ).join('');
  const bottom = Array.from(
    { length: TEETH },
    (_, i) =>
      `L${n(WIDTH - SIDE - (i + 0.5) * step)} ${HEIGHT - 2}L${n(WIDTH - SIDE - (i + 1) * step)} ${HEIGHT - 9}`,
  ).join('');
  return `M${SIDE} 9${top}Q${WIDTH - 3} ${HEIGHT / 2} ${WIDTH - SIDE} ${HEIGHT - 9}${bottom}Q3 ${HEIGHT / 2} ${SIDE} 9Z`;
}

/** The ridged seams pressed across the top and bottom of the pack. */
function seams(ink: string): string {
  const ridges = (y: number) =>
    Array.from({ length: 5 }, (_, i) => `M${SIDE} ${y + i * 4}H${WIDTH - SIDE}`).join('');
  return `<path d="${ridges(12)}${ridges(HEIGHT - 29)}" stroke="${ink}" stroke-width="1" opacity=".22"/><path d="M0 ${CRIMP + 1}H${WIDTH}M0 ${HEIGHT - CRIMP - 1}H${WIDTH}" stroke="#fff" stroke-width="1.2" opacity=".45"/>`;
}

const DISPLAY_FONT = `font-family="'Barlow Condensed','Arial Narrow',Arial,sans-serif" font-weight="800" font-style="italic"`;

/**
 * The Shred League mark (the board-and-wave of the favicon) and the wordmark on a dark plate,
 * as in the app's header. An SVG in an <img> gets no web fonts, so the text is fitted to its length.
 */
function mark(plate: string): string {
  return `<rect x="34" y="36" width="${WIDTH - 68}" height="30" rx="15" fill="${plate}" opacity=".88"/><g transform="translate(42 40) scale(.34)"><rect width="64" height="64" rx="14" fill="#0b0f14"/><path d="M14 40c8-2 14-10 20-20l4 6c-6 10-12 16-24 18z" fill="#22d3ee"/><path d="M30 46c8-2 14-8 20-18l2 4c-5 9-11 15-22 17z" fill="#a3e635"/></g><text x="70" y="58" ${DISPLAY_FONT} font-size="18" textLength="134" lengthAdjust="spacingAndGlyphs" fill="#f8fafc">SHRED <tspan fill="#22d3ee">LEAGUE</tspan></text>`;
}

/** The tier's name on a dark plate under the scene, so the pack says what it holds. */
function tierLabel(tier: CardTier, id: string): string {
  const foil = TIER_FOILS[tier];
  const name = tier.toUpperCase();
  return `<rect x="38" y="272" width="${WIDTH - 76}" height="44" rx="10" fill="${foil.panel}" opacity=".9" stroke="url(#${id}foil)" stroke-width="2"/><text x="${WIDTH / 2}" y="300" text-anchor="middle" ${DISPLAY_FONT} font-size="26" letter-spacing="1" textLength="${Math.min(150, name.length * 16)}" lengthAdjust="spacingAndGlyphs" fill="${foil.stops[0]}">${escapeXml(name)}</text><text x="${WIDTH / 2}" y="311" text-anchor="middle" font-family="Inter,Arial,sans-serif" font-size="7" font-weight="700" letter-spacing="3" fill="#fff" opacity=".7">ATHLETE DRAFT</text>`;
}

/** Each tier's finish over the foil: matte steel, a blue sheen, a purple holo, gold with sparkle. */
function tierFinish(tier: CardTier, id: string): string {
  if (tier === 'common') {
    // Matte: no shine at all, only the brushed grain of the steel.
    return `<path d="${Array.from({ length: Math.floor(HEIGHT / 3) }, (_, i) => `M0 ${i * 3 + 1}H${WIDTH}`).join('')}" stroke="#fff" stroke-width=".6" opacity=".14"/>`;
  }
  const sheen = `<linearGradient id="${id}sheen" x1="0" y1="0" x2="1" y2="1"><stop offset=".28" stop-color="#fff" stop-opacity="0"/><stop offset=".4" stop-color="#fff" stop-opacity=".55"/><stop offset=".47" stop-color="#fff" stop-opacity="0"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset=".64" stop-color="#fff" stop-opacity=".3"/><stop offset=".68" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  const shine = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}sheen)"/>`;
  if (tier === 'rare') return `<defs>${sheen}</defs>${shine}`;
  if (tier === 'epic') {
    // Holographic: a rainbow drifting across the purple, broken into fine diagonal lines.
    const rainbow = ['#f0abfc', '#a78bfa', '#67e8f9', '#bef264', '#fda4af', '#c084fc']
      .map((colour, i, all) => `<stop offset="${n(i / (all.length - 1))}" stop-color="${colour}"/>`)
      .join('');
    const lines = Array.from(
      { length: Math.ceil((WIDTH + HEIGHT) / 6) },
      (_, i) => `M${i * 6} 0l${-HEIGHT} ${HEIGHT}`,
    ).join('');
    return `<defs>${sheen}<linearGradient id="${id}holo" gradientTransform="rotate(60 .5 .5)">${rainbow}</linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="${TIER_FOILS.epic.stops[2]}" opacity=".3"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}holo)" opacity=".26"/><path d="${lines}" stroke="#fff" stroke-width="1.2" opacity=".16"/>${shine}`;
  }
  const dice = diceOf('draft-pack-glitter');
  // Down the pack's edges, clear of the mark, the scene and the label, and one on each top corner of the window.
  const stars = [
    ...Array.from({ length: 12 }, () =>
      sparkle(
        dice.pick([dice.between(11, 19), dice.between(WIDTH - 19, WIDTH - 11)]),
        dice.between(40, 320),
        dice.between(2.5, 5),
      ),
    ),
    sparkle(24, 76, 9),
    sparkle(WIDTH - 24, 76, 7),
  ];
  return `<defs>${sheen}</defs>${shine}<path d="${stars.join('')}" fill="#fff"/>`;
}

/** The drawing inside a 250 × 350 box, for embedding in a larger SVG. */
export function draftPackLayers(subject: DraftPackSubject, options: DraftPackOptions = {}): string {
  const sport = subject.sport.trim().toLowerCase();
  const { tier } = subject;
  const foil = TIER_FOILS[tier];
  const id = idSafe(options.idPrefix ?? `pk${sport}${tier}`);
  const window = { x: 22, y: 74, width: WIDTH - 44, height: 188 };
  const defs = `<defs>${foilGradient(tier, `${id}foil`, 60)}<clipPath id="${id}pack"><path d="${outline()}"/></clipPath><clipPath id="${id}window"><rect x="${window.x}" y="${window.y}" width="${window.width}" height="${window.height}" rx="14"/></clipPath><linearGradient id="${id}pillow"><stop offset="0" stop-color="#000" stop-opacity=".38"/><stop offset=".12" stop-color="#000" stop-opacity="0"/><stop offset=".88" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".38"/></linearGradient></defs>`;
  const scene = `<g clip-path="url(#${id}window)">${eventArtAt({ seed: `draft-pack:${sport}`, sport }, window, `${id}s`)}</g><rect x="${window.x}" y="${window.y}" width="${window.width}" height="${window.height}" rx="14" fill="none" stroke="${darken(foil.glow, 0.35)}" stroke-width="3"/><rect x="${window.x + 3}" y="${window.y + 3}" width="${window.width - 6}" height="${window.height - 6}" rx="11" fill="none" stroke="#fff" stroke-opacity=".4"/>`;
  const body = `<g clip-path="url(#${id}pack)"><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}foil)"/>${tierFinish(tier, id)}${seams(foil.ink)}${mark(foil.panel)}${scene}${tierLabel(tier, id)}<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}pillow)"/></g>`;
  const edge = `<path d="${outline()}" fill="none" stroke="${darken(foil.glow, 0.5)}" stroke-width="1.5" stroke-linejoin="round"/>`;
  return defs + body + edge;
}

/**
 * A draft's card pack as an SVG document: a crimped foil pouch in the tier's finish (matte
 * steel, blue sheen, purple holo, gold with sparkle) with the Shred League mark, a window on
 * the sport's scene and the tier's name. The same sport and tier always draw the same pack.
 */
export function draftPackArt(subject: DraftPackSubject, options: DraftPackOptions = {}): string {
  return svgDocument(draftPackLayers(subject, options), {
    width: WIDTH,
    height: HEIGHT,
    fit: 'meet',
    ...(options.title ? { title: options.title } : {}),
  });
}
