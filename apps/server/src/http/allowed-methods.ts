/**
 * Which methods the registered routes take at a concrete path: what a 405 lists in `Allow`.
 * Patterns are Fastify's (`/api/games/:id/`); a trailing slash is optional, as the router has it.
 */
export function createMethodIndex() {
  const routes: Array<{ method: string; pattern: RegExp }> = [];
  return {
    add(methods: string | string[], url: string): void {
      const pattern = new RegExp(
        `^${url
          .replace(/\/$/, '')
          .split('/')
          .map((segment) => (segment.startsWith(':') ? '[^/]+' : literal(segment)))
          .join('/')}/?$`,
      );
      for (const method of [methods].flat()) routes.push({ method, pattern });
    },
    allowedAt(path: string): string[] {
      const methods = routes.filter((route) => route.pattern.test(path)).map((route) => route.method);
      return [...new Set(methods)].sort();
    },
  };
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
