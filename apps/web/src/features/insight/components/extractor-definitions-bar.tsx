import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import type { ExtractorDefinition, ExtractorDefinitionDto } from '@turbine/domain';
import { applyServerErrors } from '../../../components/server-errors.ts';
import {
  useDeleteExtractDefinitionMutation,
  useExtractDefinitionsQuery,
  useSaveExtractDefinitionMutation,
} from '../api/extractor-api.ts';

interface Props {
  companyId: number;
  /** The definition the form describes now (checked by the form before saving). */
  current: () => ExtractorDefinition | null;
  onLoad: (definition: ExtractorDefinitionDto) => void;
}

/** Saved definitions (decision 208): load one into the form, save the form under a name, delete one. */
export function ExtractorDefinitionsBar({ companyId, current, onLoad }: Props) {
  const list = useExtractDefinitionsQuery({ companyId });
  const [remove, removing] = useDeleteExtractDefinitionMutation();
  const [selected, setSelected] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const definitions = list.data?.data ?? [];
  const chosen = definitions.find((d) => String(d.id) === selected) ?? null;

  const confirmDelete = (d: ExtractorDefinitionDto) =>
    modals.openConfirmModal({
      title: `Delete ${d.name}`,
      labels: { confirm: 'Delete definition', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove({ companyId, id: d.id }).then((r) => {
          if (!r.error) setSelected(null);
        }),
    });

  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label="Saved definition"
        placeholder={definitions.length ? 'Choose one to load' : 'None saved yet'}
        data={definitions.map((d) => ({ value: String(d.id), label: d.name }))}
        value={selected}
        onChange={(value) => {
          setSelected(value);
          const d = definitions.find((x) => String(x.id) === value);
          if (d) onLoad(d);
        }}
        disabled={list.isLoading || definitions.length === 0}
        clearable
        w={260}
      />
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={16} />}
        onClick={() => setSaving(true)}
      >
        Save definition
      </Button>
      {chosen && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          loading={removing.isLoading}
          onClick={() => confirmDelete(chosen)}
        >
          Delete
        </Button>
      )}
      <SaveModal
        opened={saving}
        companyId={companyId}
        chosen={chosen}
        current={current}
        onClose={() => setSaving(false)}
        onSaved={(d) => setSelected(String(d.id))}
      />
    </Group>
  );
}

function SaveModal({
  opened,
  companyId,
  chosen,
  current,
  onClose,
  onSaved,
}: {
  opened: boolean;
  companyId: number;
  chosen: ExtractorDefinitionDto | null;
  current: () => ExtractorDefinition | null;
  onClose: () => void;
  onSaved: (d: ExtractorDefinitionDto) => void;
}) {
  const [save, state] = useSaveExtractDefinitionMutation();
  const form = useForm({ initialValues: { name: '' } });
  const submit = async (replace: boolean) => {
    const definition = current();
    if (!definition) return onClose();
    const name = replace && chosen ? chosen.name : form.values.name;
    if (!name.trim()) return form.setErrors({ name: 'This field is required' });
    const result = await save({
      companyId,
      id: replace ? (chosen?.id ?? null) : null,
      name,
      definition,
    });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    onSaved(result.data);
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Save the report definition">
      <Stack>
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <Group justify="flex-end">
          {chosen && (
            <Button variant="default" loading={state.isLoading} onClick={() => void submit(true)}>
              Replace {chosen.name}
            </Button>
          )}
          <Button loading={state.isLoading} onClick={() => void submit(false)}>
            Save as new
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
