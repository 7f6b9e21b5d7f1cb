import { Button, Card, Group, Select, Stack, Textarea, Title } from '@mantine/core';
import type { ClaimDto } from '@turbine/domain';
import { useState } from 'react';
import { RefusalAlert } from '../../../components/refusal-alert.tsx';
import { fieldErrors } from '../../../app/api-error.ts';
import {
  useAppointLegalFirmMutation,
  useDecideClaimMutation,
  useListLegalFirmsQuery,
} from '../api/claims-api.ts';

interface Props {
  companyId: number;
  claim: ClaimDto;
}

/** The underwriting agency accepts the incident (appointing a legal firm) or declines it with a reason. */
export function ClaimDecisionCard({ companyId, claim }: Props) {
  const firms = useListLegalFirmsQuery({ companyId });
  const [decide, decision] = useDecideClaimMutation();
  const [firm, setFirm] = useState<string | null>(
    claim.legalCompany ? String(claim.legalCompany.id) : null,
  );
  const [reason, setReason] = useState('');
  const [declining, setDeclining] = useState(false);
  const errors = fieldErrors(decision.error);
  const ref = { companyId, claimId: claim.id };
  const firmOptions = (firms.data ?? []).map((f) => ({ value: String(f.id), label: f.name }));
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} mb="sm">
        Decision
      </Title>
      <Stack>
        {Object.keys(errors).length === 0 && <RefusalAlert error={decision.error} />}
        {!declining ? (
          <>
            <Select
              label="Appoint legal firm"
              placeholder="Choose a legal firm"
              data={firmOptions}
              value={firm}
              onChange={setFirm}
              clearable
              error={errors.legalCompanyId}
            />
            <Group justify="flex-end">
              <Button variant="default" color="red" onClick={() => setDeclining(true)}>
                Decline
              </Button>
              <Button
                loading={decision.isLoading}
                onClick={() =>
                  void decide({
                    ...ref,
                    body: { decision: 'accept', legalCompanyId: firm ? Number(firm) : null },
                  })
                }
              >
                Accept as claim
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Textarea
              label="Reason for declining"
              required
              autosize
              minRows={2}
              maxLength={2000}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={errors.reason}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeclining(false)}>
                Back
              </Button>
              <Button
                color="red"
                loading={decision.isLoading}
                onClick={() => void decide({ ...ref, body: { decision: 'decline', reason } })}
              >
                Decline incident
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The agency changes the appointed legal firm of an accepted claim. */
export function AppointFirmCard({ companyId, claim }: Props) {
  const firms = useListLegalFirmsQuery({ companyId });
  const [appoint, state] = useAppointLegalFirmMutation();
  const [firm, setFirm] = useState<string | null>(null);
  const errors = fieldErrors(state.error);
  const options = (firms.data ?? [])
    .filter((f) => f.id !== claim.legalCompany?.id)
    .map((f) => ({ value: String(f.id), label: f.name }));
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={4} mb="sm">
        {claim.legalCompany ? 'Change legal firm' : 'Appoint legal firm'}
      </Title>
      <Group align="flex-end">
        <Select
          label="Legal firm"
          placeholder="Choose a legal firm"
          data={options}
          value={firm}
          onChange={setFirm}
          error={errors.legalCompanyId}
          style={{ flex: 1 }}
        />
        <Button
          disabled={!firm}
          loading={state.isLoading}
          onClick={() =>
            firm &&
            void appoint({ companyId, claimId: claim.id, legalCompanyId: Number(firm) })
              .unwrap()
              .then(() => setFirm(null))
              .catch(() => undefined)
          }
        >
          Appoint
        </Button>
      </Group>
      {Object.keys(errors).length === 0 && <RefusalAlert error={state.error} />}
    </Card>
  );
}
