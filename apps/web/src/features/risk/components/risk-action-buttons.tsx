import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { actionLabels, type LifecycleAction, type RiskDto, type RiskPackageDto } from '@turbine/domain';
import { useRiskActionMutation } from '../api/risk-api.ts';
import { ActionModal, isModalAction, type ModalAction } from './action-modal.tsx';
import { RefusalAlert } from './refusal-alert.tsx';

// Editing is the page's forms, and send/revoke live on the Send to client card.
const notButtons: readonly LifecycleAction[] = ['edit', 'sendToClient', 'revokeClient'];

const colours: Partial<Record<LifecycleAction, string>> = {
  bind: 'green',
  quote: 'teal',
  decline: 'red',
  discard: 'red',
  cancel: 'red',
  notTakenUp: 'gray',
  deny: 'red',
  approve: 'green',
};
const primary: readonly LifecycleAction[] = ['submit', 'quote', 'bind', 'approve'];

/** The lifecycle actions the viewer may take on one risk now (its current transaction's `availableActions`). */
export function RiskActionButtons({
  companyId,
  pkg,
  risk,
  size = 'sm',
}: {
  companyId: number;
  pkg: RiskPackageDto;
  risk: RiskDto;
  size?: 'xs' | 'sm';
}) {
  const navigate = useNavigate();
  const [modal, setModal] = useState<{ action: ModalAction; opening: number } | null>(null);
  const [run, { isLoading, originalArgs }] = useRiskActionMutation();
  const [refusal, setRefusal] = useState<unknown>(null);
  const actions = risk.current.availableActions.filter((a) => !notButtons.includes(a));
  if (actions.length === 0) return null;

  // A renewal answers with the next package of the chain: go to it.
  const done = (result: RiskPackageDto) => {
    setModal(null);
    if (result.id !== pkg.id) void navigate(`/risks/${result.id}`);
  };
  const click = async (action: LifecycleAction) => {
    setRefusal(null);
    if (isModalAction(action)) {
      setModal({ action, opening: Date.now() });
      return;
    }
    const result = await run({ companyId, riskPackageId: pkg.id, riskId: risk.id, action, body: {} });
    if ('data' in result && result.data) done(result.data);
    else setRefusal(result.error);
  };

  return (
    <Stack gap="xs" align="flex-end">
      <Group gap="xs" justify="flex-end">
        {actions.map((a) => (
          <Button
            key={a}
            size={size}
            color={colours[a]}
            variant={primary.includes(a) ? 'filled' : 'light'}
            loading={isLoading && originalArgs?.action === a && originalArgs.riskId === risk.id}
            onClick={() => void click(a)}
          >
            {actionLabels[a]}
          </Button>
        ))}
      </Group>
      <RefusalAlert error={refusal} title="The action was refused" />
      {modal && (
        <ActionModal
          key={modal.opening}
          action={modal.action}
          companyId={companyId}
          pkg={pkg}
          risk={risk}
          onClose={() => setModal(null)}
          onDone={done}
        />
      )}
    </Stack>
  );
}
