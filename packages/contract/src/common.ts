import { z } from 'zod';

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

export const detailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof detailSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });
