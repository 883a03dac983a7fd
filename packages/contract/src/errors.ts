import { z } from 'zod';

/** The one error envelope every 4xx/5xx answer uses (spec §7/§8, ARCHITECTURE "Errors"). */
export const errorBodySchema = z.object({
  detail: z.string(),
  title: z.string().optional(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
