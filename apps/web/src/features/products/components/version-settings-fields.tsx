import {
  Divider,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { currencyCodes } from '@turbine/domain';
import { timeZoneOptions } from '../../../components/time-zones.ts';
import { TaxEngineFields } from './tax-engine-fields.tsx';
import { authorityLevelOptions, type SettingsFormValues } from './version-settings-values.ts';

type Form = UseFormReturnType<SettingsFormValues>;
const zones = timeZoneOptions('Other zones');
const currencies = currencyCodes.map((c) => ({ value: c, label: c.toUpperCase() }));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={4} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Bind timings, terms and limits of §3 Product. */
export function TimingFields({ form }: { form: Form }) {
  const fixed = form.getValues().expiryTimeMode === 'fixed';
  return (
    <Section title="Bind timings and terms">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Time zone"
          required
          searchable
          allowDeselect={false}
          data={zones}
          {...form.getInputProps('timezone')}
        />
        <TextInput label="Bind time" type="time" required {...form.getInputProps('bindTime')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="expiry-mode-label">
            Expiry
          </Text>
          <SegmentedControl
            aria-labelledby="expiry-mode-label"
            data={[
              { value: 'fixed', label: 'Expiry time' },
              { value: 'bindDeclaration', label: 'Time of bind declaration' },
            ]}
            {...form.getInputProps('expiryTimeMode')}
          />
        </Stack>
        {fixed && (
          <TextInput
            label="Expiry time"
            type="time"
            required
            {...form.getInputProps('expiryTime')}
          />
        )}
        <NumberInput
          label="Future inception day limit"
          min={0}
          max={3650}
          allowDecimal={false}
          {...form.getInputProps('futureInceptionDayLimit')}
        />
        <NumberInput
          label="Maximum backdate days"
          description="1 to 100"
          min={1}
          max={100}
          allowDecimal={false}
          {...form.getInputProps('maxBackdateDays')}
        />
        <NumberInput
          label="Default term (months)"
          min={1}
          max={120}
          allowDecimal={false}
          {...form.getInputProps('defaultTermMonths')}
        />
        <NumberInput
          label="Minimum term (months)"
          min={1}
          max={120}
          allowDecimal={false}
          {...form.getInputProps('minTermMonths')}
        />
        <NumberInput
          label="Maximum term (months)"
          min={1}
          max={120}
          allowDecimal={false}
          {...form.getInputProps('maxTermMonths')}
        />
      </SimpleGrid>
    </Section>
  );
}

/** Authority, discount, currency and the premium's base formula and commission. */
export function AuthorityFields({ form }: { form: Form }) {
  return (
    <Section title="Authority and premium">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Maximum discount %"
          description="0 to 100"
          {...form.getInputProps('maxDiscountPercent')}
        />
        <Select
          label="Authority level"
          description="10 lowest, 1 highest"
          allowDeselect={false}
          data={authorityLevelOptions}
          {...form.getInputProps('authorityLevel')}
        />
        <Select
          label="Minimum underwriter authority level"
          description="10 lowest, 1 highest"
          allowDeselect={false}
          data={authorityLevelOptions}
          {...form.getInputProps('minUnderwriterAuthorityLevel')}
        />
        <Select
          label="Currency"
          allowDeselect={false}
          data={currencies}
          {...form.getInputProps('currency')}
        />
        <TextInput
          label="Base premium formula"
          description="Default: basePremium"
          {...form.getInputProps('premium.basePremiumFormula')}
        />
        <TextInput
          label="Default broker commission %"
          {...form.getInputProps('premium.commissionPercent')}
        />
      </SimpleGrid>
      <Divider my="lg" />
      <TaxEngineFields form={form} />
    </Section>
  );
}

/** User assignment, rule message visibility and the quote summary panel. */
export function VisibilityFields({ form }: { form: Form }) {
  const sw = (path: string, label: string) => (
    <Switch label={label} {...form.getInputProps(path, { type: 'checkbox' })} />
  );
  return (
    <Section title="Assignment and visibility">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {sw('autoAssignUnderwriterOnReferral', 'Assign an underwriter automatically on referral')}
        {sw('hideAssignedUnderwriterFromBrokers', 'Hide the assigned underwriter from brokers')}
        {sw('ruleMessageVisibility.decline', 'Show decline messages to brokers')}
        {sw('ruleMessageVisibility.endorsement', 'Show endorsement messages to brokers')}
        {sw('ruleMessageVisibility.referral', 'Show referral messages to brokers')}
        {sw('showQuoteSummaryPanel', 'Show the quote summary panel')}
      </SimpleGrid>
    </Section>
  );
}
