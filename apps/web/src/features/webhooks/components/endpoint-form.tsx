import { Button, Checkbox, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  webhookEndpointBody,
  type WebhookEndpointBody,
  type WebhookEndpointDto,
} from '@turbine/domain';
import { schemaErrors, applyServerErrors } from '../../../components/server-errors.ts';
import { useListWebhookEventTypesQuery } from '../api/webhooks-api.ts';

interface Values {
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
}

/** The endpoint's URL, description, events and enabled flag; `onSave` answers the server's error, if any. */
export function EndpointForm({
  companyId,
  endpoint,
  submitLabel,
  saving,
  onSave,
  onCancel,
}: {
  companyId: number;
  endpoint: WebhookEndpointDto | null;
  submitLabel: string;
  saving: boolean;
  onSave: (body: WebhookEndpointBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const types = useListWebhookEventTypesQuery(companyId);
  const form = useForm<Values>({
    initialValues: {
      url: endpoint?.url ?? 'https://',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? [],
      enabled: endpoint?.enabled ?? true,
    },
    validate: (v) => schemaErrors(webhookEndpointBody, v),
  });
  const submit = async (v: Values) => {
    const error = await onSave({ ...v, description: v.description || null });
    if (error) applyServerErrors(form, error);
  };
  return (
    <form noValidate onSubmit={form.onSubmit((v) => void submit(v))}>
      <Stack>
        <TextInput
          label="URL"
          description="HTTPS address that receives a POST for each event."
          required
          {...form.getInputProps('url')}
        />
        <TextInput label="Description" {...form.getInputProps('description')} />
        <Checkbox.Group
          label="Events"
          description="The events this endpoint receives."
          required
          {...form.getInputProps('events')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
            {(types.data ?? []).map((t) => (
              <Checkbox
                key={t.name}
                value={t.name}
                label={
                  <Text size="sm">
                    <b>{t.name}</b> — {t.description}
                  </Text>
                }
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Switch label="Enabled" {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
