import { useState } from 'react';
import { Alert, Modal, Select, Stack, Text } from '@mantine/core';
import type { UnderwritingStatusDto } from '@turbine/domain';
import { errorMessage } from '../../../../app/api-error.ts';
import type { ApiError } from '../../../../app/base-query.ts';
import { ModalFooter } from '../../../../components/modal-footer.tsx';
import { useDeleteUnderwritingStatusMutation } from '../api/risks-list-api.ts';

interface DeleteStatusModalProps {
  companyId: number;
  status: UnderwritingStatusDto;
  /** Every status of the company (the one being deleted included). */
  statuses: UnderwritingStatusDto[];
  onClose: () => void;
}

/**
 * Confirms deleting a status. A status with active risks needs another status to move them to (§4:
 * "deleting a status with active items requires moving them to another status"); a refusal shows the
 * server's message.
 */
export function DeleteStatusModal({
  companyId,
  status,
  statuses,
  onClose,
}: DeleteStatusModalProps) {
  const [remove, removeState] = useDeleteUnderwritingStatusMutation();
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const inUse = status.activeRisks > 0;
  const others = statuses.filter((s) => s.id !== status.id);

  const confirm = async () => {
    if (inUse && !moveTo) {
      setMissing(true);
      return;
    }
    const result = await remove({
      companyId,
      id: status.id,
      moveTo: inUse && moveTo ? Number(moveTo) : undefined,
    });
    if (!result.error) onClose();
  };

  return (
    <Modal opened onClose={onClose} title={`Delete status ${status.name}`}>
      <Stack>
        {inUse ? (
          <>
            <Text size="sm">
              {status.activeRisks === 1
                ? '1 active risk has'
                : `${status.activeRisks} active risks have`}{' '}
              this status. Choose the status to move {status.activeRisks === 1 ? 'it' : 'them'} to
              before deleting it.
            </Text>
            {others.length === 0 ? (
              <Alert color="yellow">
                Add another status first: the risks need a status to move to.
              </Alert>
            ) : (
              <Select
                label="Move risks to"
                required
                placeholder="Choose a status"
                data={others.map((s) => ({ value: String(s.id), label: s.name }))}
                value={moveTo}
                onChange={(v) => {
                  setMoveTo(v);
                  setMissing(false);
                }}
                error={missing ? 'Choose a status to move the risks to.' : undefined}
              />
            )}
          </>
        ) : (
          <Text size="sm">The status {status.name} is not used by any active risk. Delete it?</Text>
        )}
        {removeState.error && (
          <Alert color="red" role="alert" title="The status was not deleted">
            {errorMessage(removeState.error as ApiError)}
          </Alert>
        )}
        <ModalFooter
          submitLabel="Delete status"
          loading={removeState.isLoading}
          onCancel={onClose}
          onSubmit={() => void confirm()}
          readOnly={inUse && others.length === 0}
        />
      </Stack>
    </Modal>
  );
}
