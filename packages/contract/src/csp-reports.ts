import { z } from 'zod';

/** Media types browsers send Content Security Policy violation reports with. */
export const CSP_REPORT_MEDIA_TYPES = ['application/csp-report', 'application/reports+json'] as const;

const address = z.string().max(2048);
const directive = z.string().max(100);
const position = z.number().int().nonnegative();

/** `report-uri`'s form (CSP Level 2, Firefox and Safari): one violation, kebab-case keys. */
const legacyCspReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': address,
    'blocked-uri': address.optional(),
    'effective-directive': directive.optional(),
    'violated-directive': directive.optional(),
    'source-file': address.optional(),
    'line-number': position.optional(),
    'column-number': position.optional(),
    'script-sample': z.string().max(1000).optional(),
    disposition: z.enum(['enforce', 'report']).optional(),
  }),
});

/** The Reporting API's form (`report-to`, Chromium): a batch of reports, camelCase keys. */
const reportingApiBatchSchema = z
  .array(
    z.object({
      type: z.string().max(100),
      url: address,
      body: z.object({
        documentURL: address,
        blockedURL: address.optional(),
        effectiveDirective: directive,
        sourceFile: address.optional(),
        lineNumber: position.optional(),
        columnNumber: position.optional(),
        sample: z.string().max(1000).optional(),
        disposition: z.enum(['enforce', 'report']).optional(),
      }),
    }),
  )
  .min(1)
  .max(100);

/** A browser's report of what the Content Security Policy blocked, in either form browsers send. */
export const cspReportBodySchema = z.union([legacyCspReportSchema, reportingApiBatchSchema]);
export type CspReportBody = z.input<typeof cspReportBodySchema>;
