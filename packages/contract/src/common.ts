import { z } from 'zod';
import { RECORD_ID_MAX } from './catalog.ts';

export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(RECORD_ID_MAX) });

export const detailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof detailSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });
