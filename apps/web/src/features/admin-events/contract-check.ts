import { z } from 'zod';

/**
 * A transform step that checks a built request body with the contract's own schema and
 * reports its issues on the same paths, so a form names exactly what the server would refuse.
 * `whenEmpty` words the problem of a top-level field left empty better than the contract's
 * format message does ('Pick the start date.' rather than 'Use a date such as 2026-03-09.').
 */
export function checkedBy<T>(schema: z.ZodType<T>, whenEmpty: Readonly<Record<string, string>> = {}) {
  return (body: Record<string, unknown>, ctx: z.RefinementCtx): T => {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    // An empty field fails each of its format checks; it is reported once.
    const emptyReported = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = issue.path.length === 1 ? String(issue.path[0]) : null;
      const emptyMessage = field !== null && body[field] === '' ? whenEmpty[field] : undefined;
      if (field !== null && emptyMessage) {
        if (emptyReported.has(field)) continue;
        emptyReported.add(field);
      }
      ctx.addIssue({ code: 'custom', message: emptyMessage ?? issue.message, path: issue.path });
    }
    return z.NEVER;
  };
}
