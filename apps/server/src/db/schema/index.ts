export * from './platform.ts';
export * from './users.ts';
