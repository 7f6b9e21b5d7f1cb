import { useState } from 'react';
import { Badge, Text } from '@mantine/core';
import type { ProductRuleDto, VersionRef } from '../api/product-types.ts';
import { useDeleteRuleMutation, useListRulesQuery } from '../api/version-items-api.ts';
import { ActionError } from './action-error.tsx';
import { ItemTable } from './item-table.tsx';
import { QueryState } from './query-state.tsx';
import { RuleModal } from './rule-modal.tsx';

const outcomeColours: Record<string, string> = { refer: 'yellow', decline: 'red', endorse: 'blue' };

/** Underwriting Rules of a version (§2). */
export function RulesTab({ versionRef, editable }: { versionRef: VersionRef; editable: boolean }) {
  const query = useListRulesQuery(versionRef);
  const [remove, removeState] = useDeleteRuleMutation();
  const [open, setOpen] = useState<ProductRuleDto | 'new' | null>(null);
  return (
    <QueryState query={query} itemName="rule list">
      {({ data }) => (
        <>
          {removeState.error && (
            <ActionError
              error={removeState.error}
              title="The rule was not deleted"
              onClose={() => removeState.reset()}
            />
          )}
          <ItemTable
            items={data}
            noun="rule"
            emptyHint="Rules refer, decline or endorse a quote when their condition holds."
            editable={editable}
            onAdd={() => setOpen('new')}
            onEdit={setOpen}
            onDelete={(r) => void remove({ ...versionRef, id: r.id })}
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
                render: (r) => <Badge color={outcomeColours[r.outcome]}>{r.outcome}</Badge>,
              },
              { label: 'Broker sees it', render: (r) => (r.visibleToBroker ? 'Yes' : 'No') },
            ]}
          />
          {open && (
            <RuleModal
              versionRef={versionRef}
              rule={open === 'new' ? null : open}
              nextSortOrder={data.length}
              readOnly={!editable}
              onClose={() => setOpen(null)}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
