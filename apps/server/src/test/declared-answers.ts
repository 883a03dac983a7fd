import { errorBodySchema } from '@shred/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

interface Operation {
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface PathTemplate {
  path: string;
  pattern: RegExp;
  /** 1 for a literal segment, 0 for a parameter: the router prefers literals, left to right. */
  literals: number[];
  operations: Record<string, Operation>;
}

const strictErrorBody = errorBodySchema.strict();

/**
 * Holds every answer of the API to the OpenAPI document, as an outside client reads it: the
 * operation of the method and path must declare the status and the media type, every error
 * must be in the one error shape, and a path the document knows, asked with a method it does
 * not list, must answer 405 with `Allow` (issue 11.7), even when a template with a parameter in
 * place of one of its literal segments takes that method (issue 27.5).
 */
export function createAnswerCheck(app: FastifyInstance) {
  let templates: PathTemplate[] | undefined;
  const problems = new Set<string>();

  function loadTemplates(): PathTemplate[] {
    const document = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    return Object.entries(document.paths).map(([path, operations]) => {
      const segments = path.replace(/^\/|\/$/g, '').split('/');
      const source = segments.map((s) =>
        s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'),
      );
      return {
        path,
        pattern: new RegExp(`^/api/${source.join('/')}/?$`),
        literals: segments.map((s) => (s.startsWith('{') ? 0 : 1)),
        operations,
      };
    });
  }

  function check(method: string, path: string, res: LightMyRequestResponse): void {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) return;
    templates ??= loadTemplates();
    // The path belongs to the most literal templates that match it, whatever the method: a method
    // only a parameter's template takes (DELETE market/listings/mine/) is one the path does not take.
    const matching = templates
      .filter((template) => template.pattern.test(path))
      .sort((a, b) => compareLiterals(b.literals, a.literals));
    const owners = matching.filter(
      (m) => matching[0] && compareLiterals(m.literals, matching[0].literals) === 0,
    );
    const asked = method === 'HEAD' ? 'get' : method.toLowerCase();
    const template = owners.find((candidate) => candidate.operations[asked]);
    const contentType =
      String(res.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    const where = `${method} ${template?.path ?? path}`;
    if (
      res.statusCode >= 400 &&
      method !== 'HEAD' &&
      !strictErrorBody.safeParse(safeJson(res.body)).success
    ) {
      problems.add(
        `${where}: ${res.statusCode} is not in the error shape {detail, title?, fields?}: ${res.body.slice(0, 120)}`,
      );
    }
    const operation = template?.operations[asked];
    if (operation) {
      const declared = operation.responses[String(res.statusCode)];
      if (!declared) problems.add(`${where}: ${res.statusCode} is not declared`);
      else if (declared.content && !(contentType in declared.content)) {
        problems.add(
          `${where}: ${res.statusCode} answered ${contentType || 'no content type'}, not declared`,
        );
      } else if (!declared.content && res.body !== '') {
        problems.add(`${where}: ${res.statusCode} is declared without content but has a body`);
      }
      return;
    }
    const allowed = [...new Set(owners.flatMap((m) => Object.keys(m.operations)))]
      .flatMap((m) => (m === 'get' ? ['GET', 'HEAD'] : [m.toUpperCase()]))
      .sort();
    if (allowed.length === 0) {
      if (![400, 404, 414].includes(res.statusCode))
        problems.add(`${where} (no such path): answered ${res.statusCode}`);
    } else if (res.statusCode !== 405 || res.headers.allow !== allowed.join(', ')) {
      problems.add(
        `${where}: a method the path does not take answered ${res.statusCode} with Allow ${res.headers.allow}, not 405 with ${allowed.join(', ')}`,
      );
    }
  }

  return {
    /** Route the app's `inject` through the check. */
    watch(): void {
      const inject = app.inject.bind(app);
      const watched = async (options: InjectOptions | string) => {
        const res = await inject(options as InjectOptions);
        const { method, url } = typeof options === 'string' ? { method: 'GET', url: options } : options;
        const target = typeof url === 'string' ? url : (url?.pathname ?? '');
        check(String(method ?? 'GET').toUpperCase(), target.split('?')[0] ?? '', res);
        return res;
      };
      app.inject = watched as FastifyInstance['inject'];
    },
    problems: (): string[] => [...problems].sort(),
  };
}

function compareLiterals(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
