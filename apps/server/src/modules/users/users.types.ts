import type { profileUpdateBodySchema, registerBodySchema } from '@shred/contract';
import type { z } from 'zod';

export type RegisterInput = z.output<typeof registerBodySchema>;
export type ProfileUpdateInput = z.output<typeof profileUpdateBodySchema>;
