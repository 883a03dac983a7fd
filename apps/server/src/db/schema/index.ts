export * from './core.ts';
export * from './platform.ts';
export * from './tracking.ts';
export * from './users.ts';
