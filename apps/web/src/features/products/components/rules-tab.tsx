import { labelOf, ruleOutcomeLabels } from '@turbine/domain';
import { Badge, Text } from '@mantine/core';
import type { ProductRuleDto, VersionRef } from '../api/product-types.ts';
import { useDeleteRuleMutation, useListRulesQuery } from '../api/version-items-api.ts';
import { RuleModal } from './rule-modal.tsx';
import { VersionItemsTab } from './version-items-tab.tsx';

const outcomeColours: Record<string, string> = { refer: 'yellow', decline: 'red', endorse: 'blue' };

/** Underwriting Rules of a version (§2). */
export function RulesTab({ versionRef, editable }: { versionRef: VersionRef; editable: boolean }) {
  return (
    <VersionItemsTab<ProductRuleDto>
      versionRef={versionRef}
      useList={useListRulesQuery}
      useDelete={useDeleteRuleMutation}
      deleteFailedTitle="The rule was not deleted"
      noun="rule"
      emptyHint="Rules refer, decline or endorse a quote when their condition holds."
      editable={editable}
      columns={[
        { label: 'Name', render: (r) => r.name },
        {
          label: 'Condition',
          render: (r) => (
            <Text ff="monospace" size="sm" lineClamp={1}>
              {r.condition}
            </Text>
          ),
        },
        {
          label: 'Outcome',
          render: (r) => (
            <Badge color={outcomeColours[r.outcome]}>{labelOf(ruleOutcomeLabels, r.outcome)}</Badge>
          ),
        },
        { label: 'Broker sees it', render: (r) => (r.visibleToBroker ? 'Yes' : 'No') },
      ]}
      editor={(rule, nextSortOrder, onClose) => (
        <RuleModal
          versionRef={versionRef}
          rule={rule}
          nextSortOrder={nextSortOrder}
          readOnly={!editable}
          onClose={onClose}
        />
      )}
    />
  );
}
