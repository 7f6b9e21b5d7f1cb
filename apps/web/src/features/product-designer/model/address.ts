import { auStates, countries } from '@turbine/domain';
import type { Json } from './form-model.ts';

/** The parts of an address field, in the order the renderer shows them. */
export const addressParts = ['line1', 'line2', 'city', 'state', 'postcode', 'country'] as const;
export type AddressPart = (typeof addressParts)[number];

export const addressPartLabels: Record<AddressPart, string> = {
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  state: 'State',
  postcode: 'Postcode',
  country: 'Country',
};

/** Parts a given address must have; an Australian one also needs an Australian state. */
export const addressRequiredParts: readonly AddressPart[] = [
  'line1',
  'city',
  'postcode',
  'country',
];
export const postcodePattern = '^[0-9]{4}$';
export const addressMaxLength: Record<AddressPart, number> = {
  line1: 200,
  line2: 200,
  city: 100,
  state: 100,
  postcode: 4,
  country: 2,
};

/**
 * The JSON Schema of an address (decision 060: an object of string parts with `required` inside).
 * An address that is given at all must be complete; a field marked required must be given.
 */
export function addressSchema(): Json {
  return {
    type: 'object',
    properties: {
      line1: { type: 'string', maxLength: addressMaxLength.line1 },
      line2: { type: 'string', maxLength: addressMaxLength.line2 },
      city: { type: 'string', maxLength: addressMaxLength.city },
      state: { type: 'string', maxLength: addressMaxLength.state },
      postcode: { type: 'string', pattern: postcodePattern },
      country: { type: 'string', enum: [...countries] },
    },
    required: [...addressRequiredParts],
    allOf: [
      {
        if: { properties: { country: { const: 'AU' } }, required: ['country'] },
        then: { properties: { state: { enum: [...auStates] } }, required: ['state'] },
      },
    ],
  };
}
