import { useState } from 'react';
import { Button, Modal, Select, Stack } from '@mantine/core';
import { Messages, type RiskPackageDto } from '@turbine/domain';
import { fieldErrors } from '../../../../app/api-error.ts';
import { ModalFooter } from '../../../../components/modal-footer.tsx';
import { useUpdateAssignmentMutation } from '../api/risk-api.ts';
import { RefusalAlert } from '../../../../components/refusal-alert.tsx';
import { useUnderwriterOptions } from '../hooks/use-underwriter-options.ts';

/**
 * Underwriters choose the package's assigned underwriter (PUT …/assignment): a risk referred to the team is
 * picked up this way, since only the assigned underwriter may act on it (decision 080).
 */
export function AssignUnderwriterButton({
  companyId,
  pkg,
}: {
  companyId: number;
  pkg: RiskPackageDto;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="compact-xs" variant="subtle" onClick={() => setOpen(true)}>
        {pkg.assignedUnderwriter ? 'Reassign' : 'Assign'}
      </Button>
      {open && <AssignModal companyId={companyId} pkg={pkg} onClose={() => setOpen(false)} />}
    </>
  );
}

function AssignModal({
  companyId,
  pkg,
  onClose,
}: {
  companyId: number;
  pkg: RiskPackageDto;
  onClose: () => void;
}) {
  const users = useUnderwriterOptions(companyId, pkg, false);
  const [value, setValue] = useState<string | null>(
    pkg.assignedUnderwriter ? String(pkg.assignedUnderwriter.id) : null,
  );
  const [missing, setMissing] = useState(false);
  const [assign, { isLoading, error }] = useUpdateAssignmentMutation();
  const serverError = fieldErrors(error).assignedUnderwriterId;
  const submit = async () => {
    if (!value) {
      setMissing(true);
      return;
    }
    const result = await assign({
      companyId,
      riskPackageId: pkg.id,
      body: { assignedUnderwriterId: Number(value) },
    });
    if ('data' in result) onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title="Assign underwriter"
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Stack>
        <Select
          label="Underwriter"
          description="The authorised underwriters of the binding agreement covering this risk."
          data={users.options}
          disabled={users.loading}
          searchable
          required
          value={value}
          onChange={(v) => {
            setValue(v);
            setMissing(false);
          }}
          error={missing ? Messages.required : serverError}
        />
        <RefusalAlert error={users.error} title="The underwriters could not be loaded" />
        {!serverError && <RefusalAlert error={error} title="The underwriter was not assigned" />}
        <ModalFooter
          submitLabel="Assign"
          loading={isLoading}
          onCancel={onClose}
          onSubmit={() => void submit()}
        />
      </Stack>
    </Modal>
  );
}
