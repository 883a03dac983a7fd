import { bigint } from 'drizzle-orm/pg-core';

/**
 * A column of draft credits: a balance, a movement or anything a sum of them can reach. int4 ends
 * at 2,147,483,647, which a rich balance passes; bigint holds every amount the credits service lets
 * through (it refuses any past Number.MAX_SAFE_INTEGER), so each reads back as an exact JS number.
 */
export const creditAmount = (name: string) => bigint(name, { mode: 'number' });
