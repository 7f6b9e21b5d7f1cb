import { ActionIcon, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import type { DocumentEvent, DocumentTemplateDto } from '@turbine/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-error.ts';
import { toastColours } from '../../../app/error-toast.ts';
import {
  useLazyVersionTemplatesQuery,
  useSetVersionTemplatesMutation,
  useTemplateProductsQuery,
  useTemplateProductVersionsQuery,
} from '../api/templates-api.ts';

const eventLabels: Record<DocumentEvent, string> = { quote: 'At quote', bind: 'At bind' };

/** Which product versions produce the template, at quote or at bind (decision 148). */
export function TemplateProducts({
  companyId,
  template,
}: {
  companyId: number;
  template: DocumentTemplateDto;
}) {
  const [productId, setProductId] = useState<string | null>(null);
  const [versionId, setVersionId] = useState<string | null>(null);
  const [event, setEvent] = useState<DocumentEvent>('bind');
  const products = useTemplateProductsQuery(companyId);
  const versions = useTemplateProductVersionsQuery(
    { companyId, productId: Number(productId) },
    { skip: !productId },
  );
  const [readVersion] = useLazyVersionTemplatesQuery();
  const [save, saving] = useSetVersionTemplatesMutation();

  const change = async (
    id: number,
    edit: (items: { templateId: number; event: DocumentEvent }[]) => typeof items,
  ) => {
    const current = await readVersion({ companyId, versionId: id }).unwrap();
    const items = edit(current.items.map((i) => ({ templateId: i.templateId, event: i.event })));
    const res = await save({ companyId, versionId: id, body: { items } });
    if ('error' in res)
      notifications.show({
        color: toastColours.error,
        title: 'Products',
        message: errorMessage(res.error),
      });
  };
  const add = () =>
    versionId &&
    void change(Number(versionId), (items) => [...items, { templateId: template.id, event }]);
  const remove = (id: number, ev: DocumentEvent) =>
    void change(id, (items) =>
      items.filter((i) => !(i.templateId === template.id && i.event === ev)),
    );

  return (
    <Stack gap="xs">
      <Text fw={600}>Produced by products</Text>
      {template.usedBy.length === 0 ? (
        <Text size="sm" c="dimmed">
          No product version produces this template yet.
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {template.usedBy.map((u) => (
              <Table.Tr key={`${u.productVersionId}-${u.event}`}>
                <Table.Td>
                  {u.productName} v{u.versionNumber}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light">{eventLabels[u.event]}</Badge>
                </Table.Td>
                <Table.Td w={40}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Stop producing for ${u.productName} v${u.versionNumber}`}
                    onClick={() => remove(u.productVersionId, u.event)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group align="flex-end">
        <Select
          label="Product"
          w={220}
          value={productId}
          onChange={(v) => {
            setProductId(v);
            setVersionId(null);
          }}
          data={(products.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        />
        <Select
          label="Version"
          w={140}
          value={versionId}
          onChange={setVersionId}
          disabled={!productId}
          data={(versions.data?.data ?? []).map((v) => ({
            value: String(v.id),
            label: `v${v.versionNumber} (${v.status})`,
          }))}
        />
        <Select
          label="When"
          w={130}
          allowDeselect={false}
          value={event}
          onChange={(v) => setEvent((v as DocumentEvent) ?? 'bind')}
          data={[
            { value: 'quote', label: eventLabels.quote },
            { value: 'bind', label: eventLabels.bind },
          ]}
        />
        <Button variant="default" disabled={!versionId} loading={saving.isLoading} onClick={add}>
          Add
        </Button>
      </Group>
    </Stack>
  );
}
