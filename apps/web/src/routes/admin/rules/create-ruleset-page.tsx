import { useState } from 'react';
import { useRulesetsQuery } from '../../../features/admin-events/catalog-queries.ts';
import { RulesetForm } from '../../../features/admin-events/ruleset-form.tsx';
import { RulesetList } from '../../../features/admin-events/ruleset-list.tsx';
import { Card } from '../../../ui/card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

const sectionTitle = 'mb-5 font-display text-2xl font-bold uppercase italic tracking-tight text-fg';

/** /admin/rules/create-ruleset 'Create Ruleset': a new scoring ruleset beside the ones that exist. */
export function CreateRulesetPage() {
  const [freshId, setFreshId] = useState<number | null>(null);
  const rulesets = useRulesetsQuery();
  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Create Ruleset"
        subtitle="Points per finishing place and bonuses; each game scores with one ruleset."
        back={{ to: '/admin/events', label: 'Events' }}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Card as="section" aria-labelledby="new-ruleset">
          <h2 id="new-ruleset" className={sectionTitle}>
            New ruleset
          </h2>
          <RulesetForm onCreated={(ruleset) => setFreshId(ruleset.id)} />
        </Card>
        <Card as="section" aria-labelledby="existing-rulesets">
          <h2 id="existing-rulesets" className={sectionTitle}>
            Rulesets
            {rulesets.data ? (
              <span className="ml-2 text-base text-muted not-italic">({rulesets.data.length})</span>
            ) : null}
          </h2>
          <RulesetList freshId={freshId} />
        </Card>
      </div>
    </div>
  );
}
