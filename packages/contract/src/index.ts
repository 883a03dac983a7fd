export * from './common.ts';
export * from './endpoints.ts';
export * from './errors.ts';
export * from './route.ts';
export * from './routes.ts';
export * from './tracking.ts';
export * from './users.ts';
