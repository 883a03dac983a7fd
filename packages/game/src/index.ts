export * from './levels.ts';
