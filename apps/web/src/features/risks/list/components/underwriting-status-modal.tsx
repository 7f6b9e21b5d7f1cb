import { ColorSwatch, Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { underwritingStatusBody, type UnderwritingStatusDto } from '@turbine/domain';
import { FormModal } from '../../../../components/form-modal.tsx';
import { applyServerErrors, schemaErrors } from '../../../../components/server-errors.ts';
import { useSaveUnderwritingStatusMutation } from '../api/risks-list-api.ts';

/** Mantine's palette names: a status keeps its colour in light and dark schemes. */
export const paletteColours = [
  'gray',
  'dark',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;

/** A palette name as a label: "grape" → "Grape". */
export const colourLabel = (c: string) => c.charAt(0).toUpperCase() + c.slice(1);

/** A palette colour as a small swatch (the CSS variable works in both schemes). */
export function ColourSwatch({ colour, size = 16 }: { colour: string; size?: number }) {
  return <ColorSwatch color={`var(--mantine-color-${colour}-filled)`} size={size} aria-hidden />;
}

interface StatusFormValues {
  name: string;
  colour: string;
  sortOrder: number | string;
}

interface UnderwritingStatusModalProps {
  companyId: number;
  /** The status to edit, or null to add one. */
  status: UnderwritingStatusDto | null;
  /** The order a new status gets (after the last). */
  nextOrder: number;
  onClose: () => void;
}

/** Add or edit a custom underwriting status (§4 workflow): name, colour and order. */
export function UnderwritingStatusModal({
  companyId,
  status,
  nextOrder,
  onClose,
}: UnderwritingStatusModalProps) {
  const [save, saveState] = useSaveUnderwritingStatusMutation();
  const toBody = (v: StatusFormValues) => ({
    name: v.name,
    colour: v.colour,
    sortOrder: v.sortOrder === '' ? undefined : Number(v.sortOrder),
  });
  const form = useForm<StatusFormValues>({
    initialValues: {
      name: status?.name ?? '',
      colour: status?.colour ?? 'blue',
      sortOrder: status?.sortOrder ?? nextOrder,
    },
    validate: (values) => schemaErrors(underwritingStatusBody, toBody(values)),
  });

  const submit = async (values: StatusFormValues) => {
    const body = underwritingStatusBody.parse(toBody(values));
    const result = await save({ companyId, id: status?.id ?? null, body });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    onClose();
  };

  return (
    <FormModal
      title={status ? `Edit status ${status.name}` : 'Add underwriting status'}
      onSave={form.onSubmit((v) => void submit(v))}
      onClose={onClose}
      submitLabel={status ? 'Save status' : 'Add status'}
      saving={saveState.isLoading}
    >
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <Select
        label="Colour"
        required
        allowDeselect={false}
        data={paletteColours.map((c) => ({ value: c, label: colourLabel(c) }))}
        leftSection={<ColourSwatch colour={form.values.colour} />}
        renderOption={({ option }) => (
          <Group gap="xs">
            <ColourSwatch colour={option.value} />
            <Text size="sm">{option.label}</Text>
          </Group>
        )}
        {...form.getInputProps('colour')}
      />
      <NumberInput
        label="Order"
        description="Statuses are listed from the lowest order."
        min={0}
        max={1000}
        allowDecimal={false}
        {...form.getInputProps('sortOrder')}
      />
    </FormModal>
  );
}
