import type { ReactNode } from 'react';
import { BoltIcon, CardsIcon, StarIcon, TrophyIcon } from '../../ui/icons.tsx';

export interface WelcomeStep {
  title: string;
  text: string;
  icon: ReactNode;
  /** A big figure to remember the step by. */
  highlight: string;
  /** The step asks which sports the manager follows, at least one. */
  picksSports?: true;
}

/**
 * The manager game in three steps (GAME.md: teams of 5, captain ×1.5, rankings and levels),
 * then the sports the manager follows, which the starter squad is drawn from.
 */
export const WELCOME_STEPS: readonly WelcomeStep[] = [
  {
    title: 'Pick your athletes',
    highlight: '5 riders',
    icon: <CardsIcon width={40} height={40} />,
    text: 'Every event stop opens fantasy games. Build a team of five from the startlist with the athlete cards you own: you start with a squad of common cards from the sports you follow, enough for a full team in the next open game. Each game a card plays uses one game of its contract.',
  },
  {
    title: 'Name your captain',
    highlight: '×1.5',
    icon: <StarIcon width={40} height={40} />,
    text: 'Your captain scores one and a half times the points. Pick the rider you trust to land it when it counts. Until their heat starts you can still swap.',
  },
  {
    title: 'Climb the rankings',
    highlight: 'Grom → Legend',
    icon: <TrophyIcon width={40} height={40} />,
    text: 'Finishing places and bonuses score points. Rise up the season rankings, beat your league and level up from Grom to Legend, with rewards along the way.',
  },
  {
    title: 'Pick your sports',
    highlight: '10 cards',
    icon: <BoltIcon width={40} height={40} />,
    text: 'Follow the sports you care about: your starter squad of ten cards comes from them, with a full team for the next open game. Pick at least one.',
    picksSports: true,
  },
];
