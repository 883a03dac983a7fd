import type { RulesetCreateBody, RulesetView } from '@shred/contract';
import { rulesetProblems } from '@shred/game';
import type { Db } from '../../db/client.ts';
import { rulesets } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { presentRuleset, toGameRuleset } from '../catalog/catalog.presenter.ts';
import { createCatalogQueries } from '../catalog/catalog.queries.ts';
import { isUniqueViolation } from './slugs.ts';

/** Staff list and create scoring rulesets, checked by the game's own ruleset rules. */
export function createRulesetAdminService(db: Db) {
  const catalog = createCatalogQueries(db);
  return {
    list: async (): Promise<RulesetView[]> => (await catalog.rulesets()).map(presentRuleset),

    async create(body: RulesetCreateBody): Promise<RulesetView> {
      const values = {
        name: body.name,
        placePoints: body.place_points,
        step: body.step,
        minPoints: body.min_points,
        bonuses: body.bonuses,
      };
      const problems = rulesetProblems(toGameRuleset(values));
      if (problems.length)
        throw badRequest(`The ruleset is not valid: ${problems[0]}`, { ruleset: problems });
      const [row] = await db
        .insert(rulesets)
        .values(values)
        .returning()
        .catch((error: unknown) => {
          if (!isUniqueViolation(error)) throw error;
          throw conflict(`A ruleset named "${body.name}" already exists.`, { name: ['This name is taken.'] });
        });
      if (!row) throw new Error('ruleset insert returned nothing');
      return presentRuleset(row);
    },
  };
}
