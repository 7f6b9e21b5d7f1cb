import { Grid, Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import {
  ContactMethod,
  countries,
  insuredDetailsSchema,
  type InsuredDetails,
} from '@turbine/domain';
import { schemaErrors } from '../../../../components/server-errors.ts';

/** The insured details as the form edits them (text inputs hold '' for "not given"). */
export interface InsuredFormValues {
  name: string;
  email: string;
  phone: string;
  contactMethod: string;
  registrationNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
}

/** §3 preferred communication method of the insured: email, SMS, none. */
export const contactMethodOptions = [
  { value: String(ContactMethod.Email), label: 'Email' },
  { value: String(ContactMethod.Phone), label: 'SMS' },
  { value: String(ContactMethod.None), label: 'None' },
];

export function emptyInsured(): InsuredFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    contactMethod: String(ContactMethod.Email),
    registrationNumber: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    state: '',
    postcode: '',
    country: 'AU',
  };
}

export function insuredFormValues(d: InsuredDetails): InsuredFormValues {
  return {
    name: d.name,
    email: d.email ?? '',
    phone: d.phone ?? '',
    contactMethod: String(d.contactMethod),
    registrationNumber: d.registrationNumber ?? '',
    addressLine1: d.addressLine1 ?? '',
    addressLine2: d.addressLine2 ?? '',
    city: d.city ?? '',
    state: d.state ?? '',
    postcode: d.postcode ?? '',
    country: d.country,
  };
}

/** The body's insured details: empty texts are sent as null, the contact method as its number. */
export function insuredBody(v: InsuredFormValues): InsuredDetails {
  const text = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    name: v.name.trim(),
    email: text(v.email),
    phone: text(v.phone),
    contactMethod: Number(v.contactMethod) as InsuredDetails['contactMethod'],
    registrationNumber: text(v.registrationNumber),
    addressLine1: text(v.addressLine1),
    addressLine2: text(v.addressLine2),
    city: text(v.city),
    state: text(v.state),
    postcode: text(v.postcode),
    country: v.country as InsuredDetails['country'],
  };
}

/** The API's check of the insured details, as form errors under `{prefix}.{field}`. */
export function insuredErrors(v: InsuredFormValues, prefix: string): Record<string, string> {
  const errors = schemaErrors(insuredDetailsSchema, insuredBody(v));
  return Object.fromEntries(
    Object.entries(errors).map(([k, m]) => [prefix ? `${prefix}.${k}` : k, m]),
  );
}

/** The insured details fields (§2 insured details); `input` gives a field's Mantine form props. */
export function InsuredFields({
  input,
}: {
  input: (field: keyof InsuredFormValues) => GetInputPropsReturnType;
}) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Name" required {...input('name')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Registration number"
          description="ABN or NZBN"
          {...input('registrationNumber')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label="Email" type="email" {...input('email')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label="Phone" type="tel" {...input('phone')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label="Preferred contact method"
          data={contactMethodOptions}
          allowDeselect={false}
          {...input('contactMethod')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Address line 1" {...input('addressLine1')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Address line 2" {...input('addressLine2')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label="City" {...input('city')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 2 }}>
        <TextInput label="State" {...input('state')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 2 }}>
        <TextInput label="Postcode" {...input('postcode')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label="Country"
          data={countries.map((c) => ({
            value: c,
            label: c === 'AU' ? 'Australia' : 'New Zealand',
          }))}
          allowDeselect={false}
          {...input('country')}
        />
      </Grid.Col>
    </Grid>
  );
}
