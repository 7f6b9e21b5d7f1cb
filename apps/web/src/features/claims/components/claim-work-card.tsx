import {
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import {
  claimStatusIds,
  claimStatusLabels,
  type ClaimDto,
  type ClaimHead,
  type ClaimMovementKind,
  type ClaimStatus,
} from '@turbine/domain';
import { useState } from 'react';
import { fieldErrors } from '../../../app/api-error.ts';
import { RefusalAlert } from '../../../components/refusal-alert.tsx';
import { useRecordClaimMovementMutation, useSetClaimStatusMutation } from '../api/claims-api.ts';

interface Props {
  companyId: number;
  claim: ClaimDto;
}

/** The claim's handlers set its Lloyd's status and record reserves and payments. */
export function ClaimWorkCard({ companyId, claim }: Props) {
  const ref = { companyId, claimId: claim.id };
  const [status, setStatus] = useState<string | null>(claim.status ? String(claim.status) : null);
  const [saveStatus, statusState] = useSetClaimStatusMutation();
  const [record, movement] = useRecordClaimMovementMutation();
  const [head, setHead] = useState<ClaimHead>('indemnity');
  const [kind, setKind] = useState<ClaimMovementKind>('reserve');
  const [amount, setAmount] = useState('');
  const statusErrors = fieldErrors(statusState.error);
  const movementErrors = fieldErrors(movement.error);

  const submitMovement = async () => {
    try {
      await record({ ...ref, body: { head, kind, amount: amount.trim() } }).unwrap();
      setAmount('');
    } catch {
      // Shown below the form.
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} mb="sm">
        Work the claim
      </Title>
      <Stack>
        <Group align="flex-end">
          <Select
            label="Claim status"
            data={claimStatusIds.map((s) => ({ value: String(s), label: claimStatusLabels[s] }))}
            value={status}
            onChange={setStatus}
            error={statusErrors.status}
            style={{ flex: 1 }}
            allowDeselect={false}
          />
          <Button
            variant="light"
            disabled={!status || Number(status) === claim.status}
            loading={statusState.isLoading}
            onClick={() => void saveStatus({ ...ref, status: Number(status) as ClaimStatus })}
          >
            Set status
          </Button>
        </Group>
        {Object.keys(statusErrors).length === 0 && <RefusalAlert error={statusState.error} />}
        <Group gap="sm">
          <SegmentedControl
            aria-label="Head"
            value={head}
            onChange={(v) => setHead(v as ClaimHead)}
            data={[
              { value: 'indemnity', label: 'Indemnity' },
              { value: 'fees', label: 'Fees' },
            ]}
          />
          <SegmentedControl
            aria-label="Movement"
            value={kind}
            onChange={(v) => setKind(v as ClaimMovementKind)}
            data={[
              { value: 'reserve', label: 'Set reserve' },
              { value: 'payment', label: 'Payment' },
            ]}
          />
        </Group>
        <Group align="flex-start">
          <TextInput
            label={kind === 'reserve' ? 'New reserve' : 'Amount paid'}
            description={`${claim.currency.toUpperCase()}; a payment reduces the reserve`}
            inputMode="decimal"
            maxLength={19}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={movementErrors.amount}
            style={{ flex: 1 }}
          />
          <Button mt={46} loading={movement.isLoading} onClick={() => void submitMovement()}>
            Record
          </Button>
        </Group>
        {Object.keys(movementErrors).length === 0 && <RefusalAlert error={movement.error} />}
      </Stack>
    </Card>
  );
}
