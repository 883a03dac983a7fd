/**
 * Which route a concrete path belongs to, and the methods it takes: what a 405 lists in `Allow`.
 * Patterns are Fastify's (`/api/games/:id/`); a trailing slash is optional, as the router has it.
 * A path several patterns match belongs to the most literal one, as the router prefers a literal
 * segment to a parameter: `market/listings/mine/` is not a listing id, whatever the method.
 */
export function createMethodIndex() {
  type Route = { shape: string; segments: string[]; pattern: RegExp; methods: Set<string> };
  const routes = new Map<string, Route>();
  /** Per matched shape, the routes more literal than it that could own the same paths. */
  const rivals = new Map<string, Route[]>();
  const mostLiteralMatch = (path: string, candidates: Iterable<Route>) => {
    let owner: Route | null = null;
    for (const route of candidates) {
      if (!route.pattern.test(path)) continue;
      if (!owner || moreLiteral(route.segments, owner.segments)) owner = route;
    }
    return owner && { shape: owner.shape, methods: [...owner.methods].sort() };
  };
  return {
    add(methods: string | string[], url: string): void {
      const shape = shapeOf(url);
      const route = routes.get(shape) ?? {
        shape,
        segments: shape.split('/'),
        pattern: new RegExp(
          `^${shape
            .split('/')
            .map((segment) => (segment === ':' ? '[^/]+' : literal(segment)))
            .join('/')}/?$`,
        ),
        methods: new Set<string>(),
      };
      for (const method of [methods].flat()) route.methods.add(method);
      routes.set(shape, route);
      rivals.clear();
    },
    /** The route that owns `path`, by its pattern's shape, and its methods; null when none matches. */
    ownerOf(path: string): { shape: string; methods: string[] } | null {
      return mostLiteralMatch(path, routes.values());
    },
    /**
     * The route more literal than `matched` (the router's pick) that owns `path`, or null: the
     * few rivals of each shape are found once, so a request does not test every route.
     */
    literalOwnerOf(path: string, matched: string): { shape: string; methods: string[] } | null {
      let candidates = rivals.get(matched);
      if (!candidates) {
        const segments = matched.split('/');
        candidates = [...routes.values()].filter(
          (route) =>
            route.segments.length === segments.length &&
            route.segments.every((s, i) => s === segments[i] || s === ':' || segments[i] === ':') &&
            moreLiteral(route.segments, segments),
        );
        rivals.set(matched, candidates);
      }
      return candidates.length === 0 ? null : mostLiteralMatch(path, candidates);
    },
  };
}

/** A route pattern with its parameters' names left out: `/api/games/:/`, without the trailing slash. */
export const shapeOf = (url: string): string =>
  url
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/');

/** Of two patterns matching one path, whether `a` has a literal segment first where `b` has a parameter. */
function moreLiteral(a: string[], b: string[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    if (b[i] === ':') return true;
    if (a[i] === ':') return false;
  }
  return false;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
