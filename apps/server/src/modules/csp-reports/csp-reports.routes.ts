import { CSP_REPORT_MEDIA_TYPES, type CspReportBody, routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../http/route.ts';
import { clientKey } from '../../platform/client-key.ts';
import type { Throttle } from '../../platform/throttle.ts';

/** A page that breaks the policy reports each blocked load: a few dozen a minute is plenty. */
const REPORTS_PER_MINUTE = 60;
/** A report is a few hundred bytes; a batch of them stays well under this. */
const REPORT_BODY_LIMIT = 64 * 1024;

interface CspViolation {
  document: string;
  directive: string | undefined;
  blocked: string | undefined;
  source: string | undefined;
  sample: string | undefined;
  disposition: string | undefined;
}

function sourceOf(file: string | undefined, line: number | undefined, column: number | undefined) {
  return file ? [file, line, column].filter((part) => part !== undefined).join(':') : undefined;
}

/** Both forms browsers send, as one list of violations. */
function violationsIn(body: CspReportBody): CspViolation[] {
  if (Array.isArray(body)) {
    return body.map(({ body: report }) => ({
      document: report.documentURL,
      directive: report.effectiveDirective,
      blocked: report.blockedURL,
      source: sourceOf(report.sourceFile, report.lineNumber, report.columnNumber),
      sample: report.sample,
      disposition: report.disposition,
    }));
  }
  const report = body['csp-report'];
  return [
    {
      document: report['document-uri'],
      directive: report['effective-directive'] ?? report['violated-directive'],
      blocked: report['blocked-uri'],
      source: sourceOf(report['source-file'], report['line-number'], report['column-number']),
      sample: report['script-sample'],
      disposition: report.disposition,
    },
  ];
}

/**
 * Where browsers report what the Content Security Policy blocked (http/security-headers.ts):
 * every report is a warning in the log, since in this app any violation is a bug or an attack.
 * Public, as browsers send no credentials, so it is limited per client before the body is read.
 */
export async function cspReportRoutes(app: FastifyInstance, options: { throttle: Throttle }): Promise<void> {
  app.addContentTypeParser(
    [...CSP_REPORT_MEDIA_TYPES],
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.addHook('onRoute', (route) => {
    route.bodyLimit = REPORT_BODY_LIMIT;
    // The OpenAPI document names the media types browsers actually send.
    route.schema = { ...route.schema, consumes: [...CSP_REPORT_MEDIA_TYPES, 'application/json'] };
  });
  app.addHook('onRequest', async (request) => {
    await options.throttle.hit(`csp-report:${clientKey(request.ip)}`, REPORTS_PER_MINUTE, 60);
  });
  mountRoute(app, routes.reportCspViolation, async ({ body, request }) => {
    request.log.warn({ cspViolations: violationsIn(body) }, 'content security policy violation');
    return undefined;
  });
}
