import { Button, Card, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { auStates, Messages } from '@turbine/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { RefusalAlert } from '../../../components/refusal-alert.tsx';
import { applyServerErrors } from '../../../components/server-errors.ts';
import { useFindClaimPoliciesQuery, useReportIncidentMutation } from '../api/claims-api.ts';
import { useClaimsAccess } from '../hooks/use-claims-access.ts';

const today = () => new Date().toLocaleDateString('en-CA');

/** §2 /incidents/new: an incident reported against a bound policy found by reference or insured. */
export function NewIncidentPage() {
  const access = useClaimsAccess();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get('reference') ?? '');
  const [q] = useDebouncedValue(search, 300);
  const policies = useFindClaimPoliciesQuery(
    { companyId: access.companyId ?? 0, q },
    { skip: !access.canReport },
  );
  const [report, { isLoading }] = useReportIncidentMutation();
  const [refusal, setRefusal] = useState<unknown>(null);
  const form = useForm({
    initialValues: {
      riskPackageId: params.get('riskPackageId') ?? '',
      dateOfLoss: '',
      dateFirstAdvised: today(),
      lossDescription: '',
      lossState: '',
      claimant: '',
      amountClaimed: '',
    },
    validate: {
      riskPackageId: (v) => (v ? null : 'Choose a bound policy.'),
      dateOfLoss: (v) => (v ? null : Messages.required),
      dateFirstAdvised: (v) => (v ? null : Messages.required),
      lossDescription: (v) => (v.trim() ? null : Messages.required),
      lossState: (v) => (v ? null : Messages.required),
      claimant: (v) => (v.trim() ? null : Messages.required),
      amountClaimed: (v) => (v.trim() ? null : Messages.required),
    },
  });
  if (!access.canReport || access.companyId === null)
    return <ErrorPanel kind="notAuthorised" title={Messages.noPermissionAccess} />;
  const companyId = access.companyId;

  const submit = form.onSubmit(async (v) => {
    try {
      const claim = await report({
        companyId,
        body: { ...v, riskPackageId: Number(v.riskPackageId), lossState: v.lossState as never },
      }).unwrap();
      void navigate(`/incidents/${claim.id}`);
    } catch (e) {
      setRefusal(applyServerErrors(form, e) ? null : e);
    }
  });

  const options = (policies.data ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.reference} — ${p.insuredName}`,
  }));
  return (
    <PageContainer title="Report an incident" size="md" description="Against a bound policy.">
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            <RefusalAlert error={refusal} />
            <Select
              label="Policy"
              placeholder="Search by policy reference or insured"
              searchable
              required
              data={options}
              searchValue={search}
              onSearchChange={setSearch}
              nothingFoundMessage={policies.isFetching ? 'Searching…' : 'No bound policy found'}
              filter={({ options: o }) => o}
              {...form.getInputProps('riskPackageId')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="date"
                label="Date of loss"
                required
                max={today()}
                {...form.getInputProps('dateOfLoss')}
              />
              <TextInput
                type="date"
                label="Date first advised"
                required
                max={today()}
                {...form.getInputProps('dateFirstAdvised')}
              />
            </SimpleGrid>
            <Textarea
              label="Loss description"
              required
              autosize
              minRows={3}
              maxLength={5000}
              {...form.getInputProps('lossDescription')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Location (state)"
                required
                data={[...auStates]}
                {...form.getInputProps('lossState')}
              />
              <TextInput
                label="Claimant"
                required
                maxLength={200}
                {...form.getInputProps('claimant')}
              />
            </SimpleGrid>
            <TextInput
              label="Amount claimed"
              description="In the policy's currency"
              required
              inputMode="decimal"
              maxLength={19}
              {...form.getInputProps('amountClaimed')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate('/incidents')}>
                Cancel
              </Button>
              <Button type="submit" loading={isLoading}>
                Report incident
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </PageContainer>
  );
}
