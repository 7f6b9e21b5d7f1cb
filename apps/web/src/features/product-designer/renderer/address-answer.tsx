import { Fieldset, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { auStates } from '@turbine/domain';
import { addressPartLabels, addressRequiredParts, type AddressPart } from '../model/address.ts';
import { errorAt, type AnswerProps } from './answer-props.ts';
import { isAnswerObject } from './visibility.ts';

const countryData = [
  { value: 'AU', label: 'Australia' },
  { value: 'NZ', label: 'New Zealand' },
];

/** An address answer: line 1/2, city, state (AU states for Australia), postcode and country; empty parts are removed. */
export function AddressAnswer({ field, path, value, onChange, errors, readOnly }: AnswerProps) {
  const address = isAnswerObject(value) ? value : {};
  const set = (part: AddressPart, next: string | null) => {
    const updated: Record<string, unknown> = { ...address, [part]: next ?? '' };
    if (!next) delete updated[part];
    if (
      part === 'country' &&
      next !== 'AU' &&
      typeof updated.state === 'string' &&
      auStates.some((s) => s === updated.state)
    )
      delete updated.state;
    onChange(Object.keys(updated).length ? updated : undefined);
  };
  const text = (part: AddressPart) =>
    typeof address[part] === 'string' ? (address[part] as string) : '';
  const partProps = (part: AddressPart) => ({
    label: addressPartLabels[part],
    withAsterisk:
      field.required &&
      (addressRequiredParts.includes(part) || (part === 'state' && address.country === 'AU')),
    error: errorAt(errors, `${path}.${part}`),
    readOnly,
  });
  const input = (part: AddressPart) => (
    <TextInput
      {...partProps(part)}
      value={text(part)}
      onChange={(e) => set(part, e.currentTarget.value)}
    />
  );
  return (
    <Fieldset
      legend={field.required ? `${field.label} *` : field.label}
      variant="filled"
      style={{ gridColumn: '1 / -1' }}
    >
      {field.helpText && (
        <Text size="sm" c="dimmed" mb="xs">
          {field.helpText}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input('line1')}
        {input('line2')}
        {input('city')}
        {address.country === 'NZ' ? (
          <TextInput
            {...partProps('state')}
            label="Region"
            value={text('state')}
            onChange={(e) => set('state', e.currentTarget.value)}
          />
        ) : (
          <Select
            {...partProps('state')}
            data={[...auStates]}
            value={text('state') || null}
            onChange={(v) => set('state', v)}
            clearable={!readOnly}
          />
        )}
        <TextInput
          {...partProps('postcode')}
          value={text('postcode')}
          inputMode="numeric"
          maxLength={4}
          onChange={(e) => set('postcode', e.currentTarget.value)}
        />
        <Select
          {...partProps('country')}
          data={countryData}
          value={text('country') || null}
          onChange={(v) => set('country', v)}
          clearable={!readOnly}
        />
      </SimpleGrid>
      {errorAt(errors, path) && (
        <Text size="sm" c="red" mt="xs">
          {errorAt(errors, path)}
        </Text>
      )}
    </Fieldset>
  );
}
