import { contentRoutes } from './content.routes.ts';
import { coreRoutes } from './core.routes.ts';
import { usersRoutes } from './users.routes.ts';

/** Every API call, by name: each domain declares its own in `<domain>.routes.ts`. */
export const routes = { ...coreRoutes, ...usersRoutes, ...contentRoutes } as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
