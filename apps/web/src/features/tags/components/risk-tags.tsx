import { ActionIcon, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTagPlus } from '@tabler/icons-react';
import { Messages } from '@turbine/domain';
import {
  useListCompanyTagsQuery,
  useListRiskPackageTagsQuery,
  useSetRiskPackageTagMutation,
} from '../api/tags-api.ts';
import { TagChip } from './tag-chip.tsx';

/**
 * The company's tags on a risk package (decision 171), as chips; with ManageCompanyTags (`canManage`)
 * a menu adds one of the company's other tags and each chip has a remove button. Another company's tags
 * on the same package are never shown.
 */
export function RiskTags({
  companyId,
  riskPackageId,
  canManage,
}: {
  companyId: number;
  riskPackageId: number;
  canManage: boolean;
}) {
  const onPackage = useListRiskPackageTagsQuery({ companyId, riskPackageId });
  const all = useListCompanyTagsQuery(companyId, { skip: !canManage });
  const [setTag, setState] = useSetRiskPackageTagMutation();
  const applied = onPackage.data ?? [];
  if (!onPackage.data || (applied.length === 0 && !canManage)) return null;
  const available = (all.data ?? []).filter((t) => !applied.some((a) => a.id === t.id));

  const change = async (tagId: number, on: boolean) => {
    const result = await setTag({ companyId, riskPackageId, tagId, on });
    if (result.error) notifications.show({ color: 'red', message: Messages.unknownError });
  };

  return (
    <Group gap={6} aria-label="Tags">
      <Text size="sm">Tags:</Text>
      {applied.length === 0 && (
        <Text size="sm" c="dimmed">
          none
        </Text>
      )}
      {applied.map((t) => (
        <TagChip
          key={t.id}
          tag={t}
          onRemove={canManage && !setState.isLoading ? () => void change(t.id, false) : undefined}
        />
      ))}
      {canManage && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label="Add tag" size="sm">
              <IconTagPlus size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {available.length === 0 ? (
              <Menu.Label>
                {all.data?.length
                  ? 'Every tag is applied'
                  : 'No tags yet: add them in Company Tags'}
              </Menu.Label>
            ) : (
              available.map((t) => (
                <Menu.Item key={t.id} onClick={() => void change(t.id, true)}>
                  <TagChip tag={t} size="sm" />
                </Menu.Item>
              ))
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
