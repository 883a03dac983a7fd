import { z } from 'zod';

/**
 * A transform step that checks a built request body with the contract's own schema and
 * reports its issues on the same paths, so a form names exactly what the server would refuse.
 */
export function checkedBy<T>(schema: z.ZodType<T>) {
  return (body: unknown, ctx: z.RefinementCtx): T => {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  };
}
