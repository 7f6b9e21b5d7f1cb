import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  CompanyType,
  TransactionStatus,
  type AutomationCatalogueDto,
  type CompanyEventBody,
  type CompanyEventDto,
  type EventActionDto,
} from '@turbine/domain';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../../app/api-error.ts';
import { useListTemplatesQuery } from '../../documents/index.ts';
import {
  useAutomationPackagesQuery,
  useAutomationPartnersQuery,
  useAutomationProductsQuery,
  useAutomationRolesQuery,
  useAutomationStatusesQuery,
  useAutomationTagsQuery,
  useAutomationUsersQuery,
  useAutomationWebhooksQuery,
  useListEmailTemplatesQuery,
  useSaveCompanyEventMutation,
} from '../api/automation-api.ts';
import { EventRuns } from './event-runs.tsx';

interface Props {
  companyId: number;
  event: CompanyEventDto | null;
  catalogue: AutomationCatalogueDto;
  onDone: (saved: CompanyEventDto | null) => void;
}

const statusOptions = Object.entries(TransactionStatus).map(([name, id]) => ({
  value: String(id),
  label: name.replace(/([a-z])([A-Z])/g, '$1 $2'),
}));

const ids = (values: string[]) => values.map(Number);
const strings = (values: number[] | undefined) => (values ?? []).map(String);

/** The editor of one company event: trigger, conditions, timing and its ordered actions; its runs below. */
export function CompanyEventEditor({ companyId, event, catalogue, onDone }: Props) {
  const [name, setName] = useState(event?.name ?? '');
  const [trigger, setTrigger] = useState<string>(event?.event ?? 'risk.bound');
  const [synchronous, setSynchronous] = useState(event?.synchronous ?? true);
  const [delaySeconds, setDelaySeconds] = useState<number>(event?.delaySeconds ?? 0);
  const [enabled, setEnabled] = useState(event?.enabled ?? true);
  const [statuses, setStatuses] = useState<string[]>(strings(event?.conditions.statuses));
  const [expression, setExpression] = useState(event?.conditions.expression ?? '');
  const [productIds, setProductIds] = useState<string[]>(strings(event?.conditions.productIds));
  const [packageIds, setPackageIds] = useState<string[]>(
    strings(event?.conditions.productPackageIds),
  );
  const [brokerIds, setBrokerIds] = useState<string[]>(strings(event?.conditions.brokerCompanyIds));
  const [actions, setActions] = useState<EventActionDto[]>(event?.actions ?? []);
  const [save, saving] = useSaveCompanyEventMutation();
  const documents = useListTemplatesQuery(companyId);
  const emails = useListEmailTemplatesQuery({ companyId });
  const underwritingStatuses = useAutomationStatusesQuery(companyId);
  const users = useAutomationUsersQuery(companyId);
  const roles = useAutomationRolesQuery(companyId);
  const tags = useAutomationTagsQuery(companyId);
  const webhooks = useAutomationWebhooksQuery(companyId);
  const products = useAutomationProductsQuery(companyId);
  const packages = useAutomationPackagesQuery(companyId);
  const partners = useAutomationPartnersQuery(companyId);
  const options = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));
  const brokerOptions = options(
    partners.data?.data.filter((c) => c.refCompanyTypeId === CompanyType.Broker),
  );
  const errors = fieldErrors(saving.error);

  const update = (i: number, patch: Partial<EventActionDto>) =>
    setActions(actions.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  const move = (i: number, by: number) => {
    const next = [...actions];
    const [a] = next.splice(i, 1);
    next.splice(i + by, 0, a!);
    setActions(next);
  };

  const submit = async () => {
    const body = {
      name,
      event: trigger,
      synchronous,
      delaySeconds: synchronous ? 0 : delaySeconds,
      enabled,
      conditions: {
        statuses: ids(statuses),
        expression: expression || null,
        productIds: ids(productIds),
        productPackageIds: ids(packageIds),
        brokerCompanyIds: ids(brokerIds),
      },
      actions,
    } as CompanyEventBody;
    const res = await save({ companyId, id: event?.id ?? null, body });
    if ('data' in res && res.data) onDone(res.data);
  };

  const eventOptions = catalogue.events
    .filter((e) => e.raised || e.id === trigger)
    .map((e) => ({ value: e.id, label: e.label }));
  const actionOptions = catalogue.actions.map((a) => ({
    value: a.kind,
    label: a.available ? a.label : `${a.label} (not available yet)`,
    disabled: !a.available,
  }));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{event ? event.name : 'New company event'}</Title>
        <Button variant="default" onClick={() => onDone(null)}>
          Back to events
        </Button>
      </Group>
      {saving.error && !Object.keys(errors).length && (
        <Alert color="red">{errorMessage(saving.error)}</Alert>
      )}
      <Group grow align="flex-start">
        <TextInput
          label="Name"
          required
          maxLength={160}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <Select
          label="Event"
          data={eventOptions}
          value={trigger}
          onChange={(v) => v && setTrigger(v)}
          error={errors.event}
          allowDeselect={false}
        />
      </Group>
      <Group align="flex-end">
        <Switch
          label="Synchronous (runs at once, the user waits)"
          checked={synchronous}
          onChange={(e) => setSynchronous(e.currentTarget.checked)}
        />
        {!synchronous && (
          <NumberInput
            label="Delay (seconds)"
            min={0}
            max={604800}
            value={delaySeconds}
            onChange={(v) => setDelaySeconds(Number(v) || 0)}
            error={errors.delaySeconds}
            w={180}
          />
        )}
        <Switch
          label="Enabled"
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
        />
      </Group>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text fw={500}>Conditions</Text>
          <Group grow align="flex-start">
            <MultiSelect
              label="Only for these products"
              placeholder="Any product"
              searchable
              data={options(products.data?.data)}
              value={productIds}
              onChange={setProductIds}
              error={errors['conditions.productIds']}
            />
            <MultiSelect
              label="Only for these product packages"
              placeholder="Any package"
              searchable
              data={options(packages.data?.data)}
              value={packageIds}
              onChange={setPackageIds}
              error={errors['conditions.productPackageIds']}
            />
            <MultiSelect
              label="Only for these brokers"
              placeholder="Any broker"
              searchable
              data={brokerOptions}
              value={brokerIds}
              onChange={setBrokerIds}
              error={errors['conditions.brokerCompanyIds']}
            />
          </Group>
          <MultiSelect
            label="Only when the risk's status is"
            placeholder="Any status"
            data={statusOptions}
            value={statuses}
            onChange={setStatuses}
          />
          <TextInput
            label="Expression (formula language, over the event's fields)"
            placeholder="AND(status = 7, brokerCompanyId = 12)"
            maxLength={2000}
            value={expression}
            onChange={(e) => setExpression(e.currentTarget.value)}
            error={errors['conditions.expression']}
          />
        </Stack>
      </Paper>
      <Stack gap="sm">
        <Text fw={500}>Actions, in order</Text>
        {errors.actions && (
          <Text c="red" size="sm">
            {errors.actions}
          </Text>
        )}
        {actions.map((a, i) => (
          <Paper key={i} withBorder p="md">
            <Stack gap="xs">
              <Group align="flex-start" grow>
                <TextInput
                  label={`Action ${i + 1} name`}
                  maxLength={120}
                  value={a.name}
                  onChange={(e) => update(i, { name: e.currentTarget.value })}
                  error={errors[`actions.${i}.name`]}
                />
                <Select
                  label="Action"
                  data={actionOptions}
                  value={a.kind}
                  onChange={(v) => v && update(i, { kind: v as EventActionDto['kind'] })}
                  error={errors[`actions.${i}.kind`]}
                  allowDeselect={false}
                />
              </Group>
              {a.kind === 'generateDocuments' && (
                <MultiSelect
                  label="Document templates"
                  data={(documents.data?.items ?? []).map((t) => ({
                    value: String(t.id),
                    label: t.name,
                  }))}
                  value={strings(a.documentTemplateIds)}
                  onChange={(v) => update(i, { documentTemplateIds: ids(v) })}
                  error={errors[`actions.${i}.documentTemplateIds`]}
                />
              )}
              {a.kind === 'sendEmail' && (
                <Select
                  label="Email template"
                  data={(emails.data?.items ?? []).map((t) => ({
                    value: String(t.id),
                    label: t.name,
                  }))}
                  value={a.emailTemplateId ? String(a.emailTemplateId) : null}
                  onChange={(v) => update(i, { emailTemplateId: Number(v) })}
                  error={errors[`actions.${i}.emailTemplateId`]}
                />
              )}
              {a.kind === 'notify' && (
                <>
                  <Checkbox.Group
                    label="The risk's"
                    value={a.parties ?? []}
                    onChange={(v) => update(i, { parties: v as EventActionDto['parties'] })}
                  >
                    <Group mt={4}>
                      <Checkbox value="assignedUnderwriter" label="Assigned underwriter" />
                      <Checkbox value="broker" label="Broker users" />
                    </Group>
                  </Checkbox.Group>
                  <MultiSelect
                    label="Users"
                    data={(users.data?.data ?? []).map((u) => ({
                      value: String(u.id),
                      label: u.name,
                    }))}
                    value={strings(a.userIds)}
                    onChange={(v) => update(i, { userIds: ids(v) })}
                    error={errors[`actions.${i}.userIds`]}
                  />
                  <MultiSelect
                    label="Roles (every user holding one)"
                    data={options(roles.data?.data)}
                    value={strings(a.roleIds)}
                    onChange={(v) => update(i, { roleIds: ids(v) })}
                    error={errors[`actions.${i}.roleIds`]}
                  />
                  <Textarea
                    label="Message (merge fields allowed)"
                    maxLength={500}
                    value={a.message ?? ''}
                    onChange={(e) => update(i, { message: e.currentTarget.value })}
                    error={errors[`actions.${i}.message`]}
                  />
                </>
              )}
              {a.kind === 'setUnderwritingStatus' && (
                <Select
                  label="Underwriting status"
                  data={(underwritingStatuses.data ?? []).map((s) => ({
                    value: String(s.id),
                    label: s.name,
                  }))}
                  value={a.underwritingStatusId ? String(a.underwritingStatusId) : null}
                  onChange={(v) => update(i, { underwritingStatusId: Number(v) })}
                  error={errors[`actions.${i}.underwritingStatusId`]}
                />
              )}
              {a.kind === 'assignUnderwriter' && (
                <Select
                  label="Underwriter"
                  data={(users.data?.data ?? []).map((u) => ({
                    value: String(u.id),
                    label: u.name,
                  }))}
                  value={a.userId ? String(a.userId) : null}
                  onChange={(v) => update(i, { userId: Number(v) })}
                  error={errors[`actions.${i}.userId`]}
                />
              )}
              {a.kind === 'addTag' && (
                <Select
                  label="Tag"
                  data={options(tags.data?.data)}
                  value={a.tagId ? String(a.tagId) : null}
                  onChange={(v) => update(i, { tagId: Number(v) })}
                  error={errors[`actions.${i}.tagId`]}
                  nothingFoundMessage="No tags: add them in Company Tags"
                />
              )}
              {a.kind === 'callWebhook' && (
                <Select
                  label="Webhook endpoint"
                  data={(webhooks.data?.data ?? []).map((e) => ({
                    value: String(e.id),
                    label: e.description ? `${e.description} (${e.url})` : e.url,
                  }))}
                  value={a.endpointId ? String(a.endpointId) : null}
                  onChange={(v) => update(i, { endpointId: Number(v) })}
                  error={errors[`actions.${i}.endpointId`]}
                  nothingFoundMessage="No endpoints: add them in Webhooks"
                />
              )}
              <Group gap={4} justify="flex-end">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move action ${i + 1} up`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move action ${i + 1} down`}
                  disabled={i === actions.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove action ${i + 1}`}
                  onClick={() => setActions(actions.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              setActions([
                ...actions,
                { kind: 'generateDocuments', name: `Action ${actions.length + 1}` },
              ])
            }
          >
            Add action
          </Button>
        </Group>
      </Stack>
      <Group>
        <Button onClick={() => void submit()} loading={saving.isLoading}>
          Save event
        </Button>
      </Group>
      {event && (
        <>
          <Divider />
          <EventRuns companyId={companyId} eventId={event.id} />
        </>
      )}
    </Stack>
  );
}
