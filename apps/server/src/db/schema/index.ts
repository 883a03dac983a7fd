export * from './cards.ts';
export * from './core.ts';
export * from './game.ts';
export * from './platform.ts';
export * from './standings.ts';
export * from './teams.ts';
export * from './tracking.ts';
export * from './users.ts';
