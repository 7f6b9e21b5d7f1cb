import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Messages } from '@turbine/domain';
import { theme } from '../../../app/theme.ts';
import '../test-support/jsdom-stubs.ts';
import { blankField, type DesignerField, type DesignerForm } from '../model/form-model.ts';
import { formToSchema } from '../model/to-schema.ts';
import { formFromSchema } from '../model/from-schema.ts';
import { ProposalFormRenderer } from './proposal-form-renderer.tsx';
import { ProposalMessages } from './proposal-messages.ts';
import { validateProposal } from './validate-proposal.ts';
import { stripHiddenAnswers, type ProposalValue } from './visibility.ts';

const field = (
  type: DesignerField['type'],
  name: string,
  label: string,
  extra: Partial<DesignerField> = {},
): DesignerField => ({
  ...blankField(type),
  name,
  label,
  ...extra,
});

const hasClaims = field('yesNo', 'hasClaims', 'Any claims in the last 5 years?');
const claims = field('textarea', 'claims', 'Claim details', {
  required: true,
  visibleWhen: { kind: 'equals', fieldId: hasClaims.id, value: true },
});
const make = field('text', 'make', 'Make', { required: true });
const value = field('currency', 'value', 'Value', { minimum: 1000, maximum: 200000 });
const vehicles = field('repeatingGroup', 'vehicles', 'Vehicle', {
  children: [make, value],
  minItems: 1,
  maxItems: 2,
});
const form: DesignerForm = {
  sections: [{ id: 's1', title: 'Claims', columns: 1, fields: [hasClaims, claims, vehicles] }],
};
const stored = formToSchema(form);

function Harness({
  initial,
  errors,
}: {
  initial: ProposalValue;
  errors?: Record<string, string[]>;
}) {
  const [answers, setAnswers] = useState(initial);
  return (
    <MantineProvider theme={theme} env="test">
      <ProposalFormRenderer
        schema={stored.schema}
        layout={stored.layout}
        value={answers}
        onChange={setAnswers}
        errors={errors}
      />
      <output data-testid="answers">{JSON.stringify(answers)}</output>
    </MantineProvider>
  );
}

const answers = () =>
  JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as ProposalValue;

describe('ProposalFormRenderer', () => {
  it('shows a field only while its visibility condition holds', () => {
    render(<Harness initial={{ vehicles: [{}] }} />);
    expect(screen.getByRole('heading', { name: 'Claims' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Claim details/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Claim details/ }), {
      target: { value: 'Hail, 2024' },
    });
    expect(answers()).toMatchObject({ hasClaims: true, claims: 'Hail, 2024' });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /Claim details/ })).toBeNull();
  });

  it('adds and removes repeating group items within the minimum and maximum', () => {
    render(<Harness initial={{ vehicles: [{}] }} />);
    expect(screen.getAllByRole('group', { name: /^Vehicle \d$/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove Vehicle 1' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    expect(screen.getAllByRole('group', { name: /^Vehicle \d$/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add Vehicle' }).hasAttribute('disabled')).toBe(true);
    const second = screen.getByRole('group', { name: 'Vehicle 2' });
    fireEvent.change(within(second).getByRole('textbox', { name: /Make/ }), {
      target: { value: 'Toyota' },
    });
    expect(answers()).toEqual({ vehicles: [{}, { make: 'Toyota' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Vehicle 1' }));
    expect(answers()).toEqual({ vehicles: [{ make: 'Toyota' }] });
    expect(screen.getByRole('button', { name: 'Remove Vehicle 1' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('shows errors keyed by answer path under their inputs', () => {
    render(
      <Harness
        initial={{ vehicles: [{}, {}] }}
        errors={{
          'vehicles.1.make': [Messages.required],
          'vehicles.0.value': [Messages.min(1000)],
        }}
      />,
    );
    const first = screen.getByRole('group', { name: 'Vehicle 1' });
    const second = screen.getByRole('group', { name: 'Vehicle 2' });
    expect(within(second).getByText(Messages.required)).toBeTruthy();
    expect(within(first).getByText(Messages.min(1000))).toBeTruthy();
    expect(within(first).queryByText(Messages.required)).toBeNull();
  });

  it('formats currency in AUD and takes numbers', () => {
    render(<Harness initial={{ vehicles: [{}] }} />);
    const input = screen.getByRole('textbox', { name: /Value/ });
    fireEvent.change(input, { target: { value: '25000' } });
    expect(answers()).toEqual({ vehicles: [{ value: 25000 }] });
    expect((input as HTMLInputElement).value).toBe('$25,000');
  });
});

describe('validateProposal (the server wording, keyed without "proposal.")', () => {
  it('checks visible fields and items, skipping hidden ones', () => {
    expect(validateProposal(form, { hasClaims: false, vehicles: [] })).toEqual({
      vehicles: [Messages.required],
    });
    expect(validateProposal(form, { hasClaims: true, vehicles: [{ value: 10 }, {}, {}] })).toEqual({
      claims: [Messages.required],
      vehicles: [Messages.maxItems(2)],
      'vehicles.0.make': [Messages.required],
      'vehicles.0.value': [Messages.min(1000)],
      'vehicles.1.make': [Messages.required],
      'vehicles.2.make': [Messages.required],
    });
  });

  it('words limits, options and phone numbers', () => {
    const f: DesignerForm = {
      sections: [
        {
          id: 's',
          title: '',
          columns: 1,
          fields: [
            field('text', 'code', 'Code', { maxLength: 3, pattern: '^[A-Z]+$' }),
            field('multiSelect', 'covers', 'Covers', {
              options: [
                { value: 'a', label: 'A' },
                { value: 'b', label: 'B' },
              ],
              maxSelected: 1,
            }),
            field('phone', 'mobile', 'Mobile'),
            field('email', 'email', 'Email'),
            field('select', 'occupation', 'Occupation', {
              options: [{ value: 'ACC', label: 'Accountant' }],
            }),
          ],
        },
      ],
    };
    expect(
      validateProposal(f, {
        code: 'abcd',
        covers: ['a', 'b'],
        mobile: '1',
        email: 'x@',
        occupation: 'DOC',
      }),
    ).toEqual({
      code: [Messages.maxLength(3), ProposalMessages.pattern],
      covers: [Messages.maxItems(1)],
      mobile: [Messages.phoneTooShort],
      email: [Messages.invalidEmail],
      occupation: [ProposalMessages.chooseOption],
    });
    expect(validateProposal(f, { mobile: '0412 345 678', email: 'a@b.co' })).toEqual({});
  });

  it('strips hidden answers before sending', () => {
    expect(
      stripHiddenAnswers(form, { hasClaims: false, claims: 'old', vehicles: [{ make: 'Kia' }] }),
    ).toEqual({ hasClaims: false, vehicles: [{ make: 'Kia' }] });
  });
});

describe('numeric options (a form written through the API with `type: number` options)', () => {
  const numericSchema = {
    type: 'object',
    properties: {
      limitOfIndemnity: {
        type: 'number',
        enum: [1000000, 2000000],
        'x-turbine': {
          fieldType: 'radio',
          label: 'Limit of indemnity',
          options: [
            { value: 1000000, label: '$1,000,000' },
            { value: 2000000, label: '$2,000,000' },
          ],
        },
      },
    },
  };
  const numericLayout = { sections: [{ title: 'Cover', fields: ['limitOfIndemnity'] }] };

  function NumericHarness() {
    const [answers, setAnswers] = useState<ProposalValue>({ limitOfIndemnity: 2000000 });
    return (
      <MantineProvider theme={theme} env="test">
        <ProposalFormRenderer
          schema={numericSchema}
          layout={numericLayout}
          value={answers}
          onChange={setAnswers}
        />
        <output data-testid="answers">{JSON.stringify(answers)}</output>
      </MantineProvider>
    );
  }

  it('shows a stored number as the chosen option and answers a number', () => {
    render(<NumericHarness />);
    expect((screen.getByRole('radio', { name: '$2,000,000' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('radio', { name: '$1,000,000' }));
    expect(answers()).toEqual({ limitOfIndemnity: 1000000 });
    expect(validateProposal(formFromSchema(numericSchema, numericLayout), answers())).toEqual({});
  });
});
