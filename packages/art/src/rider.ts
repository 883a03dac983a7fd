import { darken, lighten } from './colour.ts';
import { n } from './xml.ts';

type Point = readonly [number, number];

/** Joint positions of a rider, hip at (0, 0), y down; about 70 units from head to feet. */
export interface Pose {
  head: Point;
  neck: Point;
  elbowFront: Point;
  handFront: Point;
  elbowBack: Point;
  handBack: Point;
  kneeFront: Point;
  footFront: Point;
  kneeBack: Point;
  footBack: Point;
}

export const POSES = {
  /** Snowboard or wakeboard air, knees up, the front hand grabbing the board's toe edge. */
  grab: {
    head: [5, -30],
    neck: [3, -21],
    elbowFront: [12, -10],
    handFront: [9, 8],
    elbowBack: [-12, -22],
    handBack: [-24, -30],
    kneeFront: [14, -6],
    footFront: [11, 11],
    kneeBack: [-8, -3],
    footBack: [-11, 12],
  },
  /** Freeski air: knees tucked, skis crossed below, arms wide. */
  tuck: {
    head: [2, -31],
    neck: [1, -22],
    elbowFront: [13, -17],
    handFront: [24, -10],
    elbowBack: [-12, -18],
    handBack: [-22, -8],
    kneeFront: [9, -7],
    footFront: [5, 11],
    kneeBack: [-3, -5],
    footBack: [-3, 12],
  },
  /** Surfing or carving behind the boat: low, wide stance, arms out for balance. */
  carve: {
    head: [-6, -32],
    neck: [-4, -24],
    elbowFront: [13, -21],
    handFront: [26, -18],
    elbowBack: [-15, -16],
    handBack: [-26, -9],
    kneeFront: [13, 8],
    footFront: [19, 20],
    kneeBack: [-11, 8],
    footBack: [-17, 20],
  },
  /** Skate ollie: crouched high, board under both feet. */
  ollie: {
    head: [3, -31],
    neck: [2, -22],
    elbowFront: [14, -17],
    handFront: [24, -24],
    elbowBack: [-12, -15],
    handBack: [-22, -8],
    kneeFront: [12, -7],
    footFront: [12, 9],
    kneeBack: [-9, -6],
    footBack: [-11, 9],
  },
  /** On the bike, standing on the pedals, hands on the bar (the bike is drawn around it). */
  pedal: {
    head: [11, -31],
    neck: [7, -24],
    elbowFront: [8, -12],
    handFront: [16, -6],
    elbowBack: [4, -13],
    handBack: [14, -6],
    kneeFront: [10, -1],
    footFront: [3, 14],
    kneeBack: [2, 1],
    footBack: [-3, 15],
  },
} as const satisfies Record<string, Pose>;
export type PoseName = keyof typeof POSES;

export type Gear = 'snowboard' | 'skis' | 'surfboard' | 'skateboard' | 'bike' | 'wakeboard';

export interface RiderLook {
  jacket: string;
  pants: string;
  helmet: string;
  board: string;
  skin: string;
}

const line = (a: Point, b: Point, c: Point) =>
  `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}L${n(c[0])} ${n(c[1])}`;

/** A board as a thick rounded stroke through both feet, overhanging by `overhang`. */
function plank(a: Point, b: Point, overhang: number, width: number, colour: string, drop = 2.5): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length;
  const uy = dy / length;
  // Under the feet: offset along the board's normal, which points down when the board is level.
  const from: Point = [a[0] - ux * overhang - uy * drop, a[1] - uy * overhang + ux * drop];
  const to: Point = [b[0] + ux * overhang - uy * drop, b[1] + uy * overhang + ux * drop];
  return `<path d="M${n(from[0])} ${n(from[1])}L${n(to[0])} ${n(to[1])}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/><path d="M${n(from[0] + ux * 3)} ${n(from[1] + uy * 3 - width / 4)}L${n(to[0] - ux * 3)} ${n(to[1] - uy * 3 - width / 4)}" stroke="${lighten(colour, 0.45)}" stroke-width="1.1" stroke-linecap="round"/>`;
}

function gear(kind: Gear, pose: Pose, look: RiderLook): string {
  const front = pose.footFront;
  const back = pose.footBack;
  const mid: Point = [(front[0] + back[0]) / 2, (front[1] + back[1]) / 2 + 3];
  switch (kind) {
    case 'snowboard':
      return plank(back, front, 9, 5, look.board);
    case 'wakeboard':
      return plank(back, front, 7, 5.5, look.board);
    case 'surfboard':
      return `<path d="M${n(back[0] - 16)} ${n(back[1] + 3)}Q${n(mid[0])} ${n(mid[1] + 5)} ${n(front[0] + 24)} ${n(front[1] + 1)}Q${n(mid[0])} ${n(mid[1] - 3)} ${n(back[0] - 16)} ${n(back[1] + 3)}z" fill="${look.board}"/><path d="M${n(back[0] - 12)} ${n(back[1] + 3.4)}L${n(front[0] + 18)} ${n(front[1] + 1.6)}" stroke="${darken(look.board, 0.3)}" stroke-width=".8"/>`;
    case 'skateboard': {
      const wheels = [back, front]
        .map((foot) => `<circle cx="${n(foot[0])}" cy="${n(foot[1] + 6.5)}" r="2.4" fill="#f8fafc"/>`)
        .join('');
      return `${plank(back, front, 6, 3.4, look.board, 2.6)}${wheels}`;
    }
    case 'skis': {
      const angle = 0.42;
      return [-angle, angle]
        .map((a) => {
          const dx = Math.cos(a) * 24;
          const dy = Math.sin(a) * 24;
          return `<path d="M${n(mid[0] - dx)} ${n(mid[1] - dy)}L${n(mid[0] + dx)} ${n(mid[1] + dy)}" stroke="${look.board}" stroke-width="3.2" stroke-linecap="round"/>`;
        })
        .join('');
    }
    case 'bike': {
      const frame = darken(look.board, 0.1);
      const wheel = (x: number) =>
        `<circle cx="${x}" cy="16" r="11.5" fill="none" stroke="#0f172a" stroke-width="3"/><circle cx="${x}" cy="16" r="9" fill="none" stroke="${lighten(frame, 0.5)}" stroke-width=".6" opacity=".7"/><circle cx="${x}" cy="16" r="1.6" fill="#0f172a"/>`;
      return `${wheel(-18)}${wheel(20)}<path d="M-18 16L0 15L14 -4M0 15L-6 -1L11 -1M-18 16L-6 -1M20 16L14 -4L11 -7h7" fill="none" stroke="${frame}" stroke-width="2.6" stroke-linejoin="round" stroke-linecap="round"/><path d="M-9 -2h6" stroke="#0f172a" stroke-width="2.6" stroke-linecap="round"/>`;
    }
  }
}

/**
 * A rider in `pose` with `gear`, drawn flat in kit colours: back limbs a shade darker, then the
 * board, body, front limbs and the helmeted head. `x`, `y` place the hip; `angle` spins the
 * whole rider (airs and flips), `scale` sizes it.
 */
export function rider(
  pose: Pose,
  kind: Gear,
  look: RiderLook,
  place: { x: number; y: number; angle?: number; scale?: number; flip?: boolean },
): string {
  const shadow = (colour: string) => darken(colour, 0.22);
  const { head, neck } = pose;
  const limb = (points: string, colour: string, width: number) =>
    `<path d="${points}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const hand = (p: Point, colour: string) =>
    `<circle cx="${n(p[0])}" cy="${n(p[1])}" r="2.4" fill="${colour}"/>`;
  const body = [
    kind === 'bike' ? gear(kind, pose, look) : '',
    limb(line(neck, pose.elbowBack, pose.handBack), shadow(look.jacket), 5.2),
    hand(pose.handBack, shadow('#1f2937')),
    limb(line([0, 0], pose.kneeBack, pose.footBack), shadow(look.pants), 7),
    kind === 'bike' ? '' : gear(kind, pose, look),
    limb(line([0, 0], pose.kneeFront, pose.footFront), look.pants, 7),
    limb(`M0 0L${n(neck[0])} ${n(neck[1])}`, look.jacket, 11),
    limb(line(neck, pose.elbowFront, pose.handFront), look.jacket, 5.2),
    hand(pose.handFront, '#1f2937'),
    `<circle cx="${n(head[0])}" cy="${n(head[1])}" r="6.4" fill="${look.skin}"/>`,
    `<path d="M${n(head[0] - 6.8)} ${n(head[1] + 0.5)}a6.8 6.8 0 0 1 13.6 0z" fill="${look.helmet}"/>`,
    `<path d="M${n(head[0] - 1)} ${n(head[1] - 1)}h7" stroke="#0f172a" stroke-width="2.6" stroke-linecap="round"/>`,
  ].join('');
  const mirror = place.flip ? ' scale(-1 1)' : '';
  return `<g transform="translate(${n(place.x)} ${n(place.y)}) rotate(${n(place.angle ?? 0)}) scale(${n(place.scale ?? 1)})${mirror}">${body}</g>`;
}
