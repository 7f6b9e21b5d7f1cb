import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useForm } from '@mantine/form';
import { renderWithApp } from '../../../test/render.tsx';
import { TaxEngineFields, taxEngineBody } from './tax-engine-fields.tsx';
import type { SettingsFormValues } from './version-settings-values.ts';

let latest: SettingsFormValues['premium'] | undefined;

function Harness() {
  const form = useForm<SettingsFormValues>({
    initialValues: { premium: { fees: [], taxes: [] } } as unknown as SettingsFormValues,
    onValuesChange: (values) => {
      latest = values.premium;
    },
  });
  return <TaxEngineFields form={form} />;
}

describe('TaxEngineFields (decision 118)', () => {
  it('turns the engine on with AU defaults, shows the state formula, and off again', () => {
    renderWithApp(<Harness />);
    const toggle = screen.getByRole('switch', { name: /Compute Australian and New Zealand taxes/ });
    expect(screen.queryByRole('textbox', { name: /State formula/ })).toBeNull();
    fireEvent.click(toggle);
    expect(latest?.taxEngine).toEqual({
      country: 'AU',
      taxClass: 'publicLiability',
      stateFormula: '',
    });
    fireEvent.change(screen.getByRole('textbox', { name: /State formula/ }), {
      target: { value: 'riskState' },
    });
    expect(latest?.taxEngine?.stateFormula).toBe('riskState');
    expect(screen.getByRole('textbox', { name: /NSW emergency services levy/ })).toBeTruthy();
    fireEvent.click(toggle);
    expect(latest?.taxEngine).toBeUndefined();
    expect(screen.queryByRole('textbox', { name: /State formula/ })).toBeNull();
  });

  it('leaves blank optional texts out of the saved setting', () => {
    expect(
      taxEngineBody({
        country: 'AU',
        taxClass: 'cyber',
        stateFormula: 'state',
        sumInsuredFormula: '',
        nswEslRatePercent: '',
      }),
    ).toEqual({ country: 'AU', taxClass: 'cyber', stateFormula: 'state' });
    expect(taxEngineBody(undefined)).toBeUndefined();
  });
});
