import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { settleAnimations } from './browser.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** The offending elements, as CSS selectors. */
  targets: string[];
}

/**
 * axe-core over one part of the page (its main content unless told), once animations have
 * settled so colours are final; answers the serious and critical violations, which journeys
 * expect to be none.
 */
export async function seriousViolations(page: Page, selector = 'main'): Promise<AxeViolation[]> {
  await settleAnimations(page);
  // Evaluated, not added as a <script>: the app's Content Security Policy refuses inline scripts.
  // Once per document: the app navigates without reloading, and the source is half a megabyte.
  if (await page.evaluate(() => !('axe' in globalThis))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (include) => {
    type Axe = {
      run(
        context: unknown,
        options: unknown,
      ): Promise<{
        violations: Array<{
          id: string;
          impact: string | null;
          help: string;
          nodes: Array<{ target: unknown[] }>;
        }>;
      }>;
    };
    const axe = (globalThis as unknown as { axe: Axe }).axe;
    const result = await axe.run({ include: [include] }, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, selector);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
