import { useState } from 'react';
import {
  ActionIcon,
  Center,
  Group,
  Loader,
  Menu,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch, IconTagPlus } from '@tabler/icons-react';
import { companyTypeLabels, Messages, type CompanyType } from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import {
  useListCompanyTagsQuery,
  useListPartnerCompaniesQuery,
  useSetPartnerCompanyTagMutation,
} from '../api/tags-api.ts';
import { TagChip } from './tag-chip.tsx';

/** The companies this company works with, filtered by tag, each with its tags to add or remove. */
export function PartnerCompanies({ companyId }: { companyId: number }) {
  const [tagId, setTagId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const tags = useListCompanyTagsQuery(companyId);
  const query = useListPartnerCompaniesQuery({ companyId, tagId, search: debounced });
  const [setTag] = useSetPartnerCompanyTagMutation();

  const change = async (partnerId: number, id: number, on: boolean) => {
    const result = await setTag({ companyId, partnerId, tagId: id, on });
    if (result.error) notifications.show({ color: 'red', message: Messages.unknownError });
  };

  return (
    <Stack>
      <Title order={2} size="h3">
        Companies you work with
      </Title>
      <Group align="flex-end">
        <TextInput
          label="Search companies"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={240}
        />
        <Select
          label="Filter by tag"
          placeholder="Any tag"
          data={(tags.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={tagId === null ? null : String(tagId)}
          onChange={(v) => setTagId(v ? Number(v) : null)}
          clearable
          w={200}
        />
      </Group>
      {query.isLoading ? (
        <Center py="xl">
          <Loader aria-label="Loading companies" />
        </Center>
      ) : query.error || !query.data ? (
        <ErrorPanel
          error={query.error}
          itemName="company list"
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <Text c="dimmed" py="lg">
          {tagId !== null ? 'No company carries this tag.' : 'No companies found.'}
        </Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Company</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Tags</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((c) => {
              const available = (tags.data ?? []).filter((t) => !c.tags.some((x) => x.id === t.id));
              return (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{companyTypeLabels[c.refCompanyTypeId as CompanyType] ?? ''}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {c.tags.map((t) => (
                        <TagChip
                          key={t.id}
                          tag={t}
                          onRemove={() => void change(c.id, t.id, false)}
                        />
                      ))}
                      {available.length > 0 && (
                        <Menu position="bottom-start" withinPortal>
                          <Menu.Target>
                            <ActionIcon
                              variant="subtle"
                              size="sm"
                              aria-label={`Add tag to ${c.name}`}
                            >
                              <IconTagPlus size={16} />
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            {available.map((t) => (
                              <Menu.Item key={t.id} onClick={() => void change(c.id, t.id, true)}>
                                <TagChip tag={t} size="sm" />
                              </Menu.Item>
                            ))}
                          </Menu.Dropdown>
                        </Menu>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
