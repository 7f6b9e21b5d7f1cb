import { useState } from 'react';
import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useNavigate } from 'react-router';
import {
  actionLabels,
  LifecycleMessages,
  ProductRole,
  TransactionStatus,
  type LifecycleAction,
  type RiskDto,
  type RiskPackageDto,
} from '@turbine/domain';
import { useRiskActionMutation } from '../api/risk-api.ts';
import { ActionModal, isModalAction, type ModalAction } from './action-modal.tsx';
import { RefusalAlert } from '../../../../components/refusal-alert.tsx';

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
  const cancelBlocked = blockedByAddOns(pkg, risk);
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
    const result = await run({
      companyId,
      riskPackageId: pkg.id,
      riskId: risk.id,
      action,
      body: {},
    });
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
        {cancelBlocked && (
          <Tooltip label={LifecycleMessages.addOnsActive} withArrow>
            <Button
              size={size}
              color="red"
              variant="light"
              disabled
              data-disabled-reason={LifecycleMessages.addOnsActive}
            >
              {actionLabels.cancel}
            </Button>
          </Tooltip>
        )}
      </Group>
      {cancelBlocked && (
        <Text size="xs" c="dimmed" ta="right">
          {LifecycleMessages.addOnsActive}
        </Text>
      )}
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

/**
 * §4: a policy with add-on policies in force cannot be cancelled. The lifecycle then does not offer
 * `cancel`; the button is shown disabled with the reason, so the broker knows what to do first.
 */
export function blockedByAddOns(pkg: RiskPackageDto, risk: RiskDto): boolean {
  if (
    risk.productRole !== ProductRole.Main ||
    risk.cancelled ||
    risk.current.status !== TransactionStatus.Bound
  )
    return false;
  if (
    risk.current.availableActions.includes('cancel') ||
    !risk.current.availableActions.includes('amend')
  )
    return false;
  return pkg.risks.some((r) => r.productRole === ProductRole.AddOn && r.placed && !r.cancelled);
}
