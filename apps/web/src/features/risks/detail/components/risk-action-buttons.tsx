import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
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
import { formatMoney } from '../../../../components/format-money.ts';
import { toastColours } from '../../../../app/error-toast.ts';
import { currencyOf } from '../lib/risk-format.ts';
import { serverProposalErrors, useProposalRefusals } from './proposal-refusals.tsx';

/**
 * Consequential one-click actions are confirmed with the figures first (issue 19 item 8); decline,
 * bind and cancel have their own dialogs (ActionModal).
 */
const confirmed: readonly LifecycleAction[] = ['quote', 'notTakenUp', 'discard'];

const doneMessages: Partial<Record<LifecycleAction, string>> = {
  submit: 'The risk was submitted.',
  quote: 'The quote was issued: the broker can bind it for 30 days.',
  refer: 'The risk was referred to an underwriter.',
  decline: 'The risk was declined.',
  bind: 'The policy is bound.',
  cancel: 'The policy is cancelled.',
  notTakenUp: 'The quote was marked not taken up.',
  discard: 'The transaction was discarded.',
  approve: 'The approval was given.',
  deny: 'The approval was denied.',
};

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

/** How long after an action focus is watched: the page's answer and refetch replace the buttons. */
const refocusWindowMs = 3000;

/**
 * Keeps keyboard focus on the page around an action (issue 24, decision 222). The dialogs here unmount
 * on close, so Mantine never returns focus, and a done action replaces its own button: either way focus
 * would fall to the page body and a keyboard user would start again from the top. `remember` notes the
 * button pressed; after `restore`, while focus is on the body, it goes back to that button if it is
 * still there, else to the next action of the group, else to the page's main area.
 */
export function useFocusAfterAction(group: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  const [pending, setPending] = useState(0);
  useEffect(() => {
    if (pending === 0) return undefined;
    const until = Date.now() + refocusWindowMs;
    const id = window.setInterval(() => {
      if (Date.now() > until) window.clearInterval(id);
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const target =
        (opener.current?.isConnected ? opener.current : null) ??
        group.current?.querySelector<HTMLElement>('button:not(:disabled)') ??
        document.getElementById('main-content');
      target?.focus({ preventScroll: true });
    }, 50);
    return () => window.clearInterval(id);
  }, [pending, group]);
  return {
    remember: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    restore: () => setPending((n) => n + 1),
  };
}

/** The lifecycle actions the viewer may take on one risk now (its current transaction's `availableActions`). */
export function RiskActionButtons({
  companyId,
  pkg,
  risk,
  size = 'sm',
  omit = [],
}: {
  companyId: number;
  pkg: RiskPackageDto;
  risk: RiskDto;
  size?: 'xs' | 'sm';
  /** Actions shown elsewhere (the package-wide ones in the header), not repeated here. */
  omit?: readonly LifecycleAction[];
}) {
  const navigate = useNavigate();
  const [modal, setModal] = useState<{ action: ModalAction; opening: number } | null>(null);
  const [run, { isLoading, originalArgs }] = useRiskActionMutation();
  const [refusal, setRefusal] = useState<unknown>(null);
  const [confirming, setConfirming] = useState<LifecycleAction | null>(null);
  const { report: reportProposal } = useProposalRefusals();
  const actions = risk.current.availableActions.filter(
    (a) => !notButtons.includes(a) && !omit.includes(a),
  );
  const cancelBlocked = blockedByAddOns(pkg, risk);
  const group = useRef<HTMLDivElement>(null);
  const focus = useFocusAfterAction(group);
  if (actions.length === 0) return null;

  // A renewal answers with the next package of the chain: go to it. Say what happened (issue 19 item 8).
  const done = (result: RiskPackageDto, action: LifecycleAction) => {
    setModal(null);
    setConfirming(null);
    focus.restore();
    notifications.show({
      color: toastColours.success,
      title: `${actionLabels[action]}: ${risk.product.name}`,
      message: doneMessages[action] ?? 'Done.',
    });
    if (result.id !== pkg.id) void navigate(`/risks/${result.id}`);
  };
  const click = (action: LifecycleAction) => {
    setRefusal(null);
    focus.remember();
    if (isModalAction(action)) {
      setModal({ action, opening: Date.now() });
      return;
    }
    if (confirmed.includes(action)) {
      setConfirming(action);
      return;
    }
    void perform(action);
  };
  const closeConfirming = () => {
    setConfirming(null);
    focus.restore();
  };
  const perform = async (action: LifecycleAction) => {
    const result = await run({
      companyId,
      riskPackageId: pkg.id,
      riskId: risk.id,
      action,
      body: {},
    });
    if ('data' in result && result.data) done(result.data, action);
    else {
      setConfirming(null);
      focus.restore();
      const fields = serverProposalErrors(result.error);
      // A proposal that is not complete: its form marks the fields and says what to fix (issue 19 item 6).
      if (Object.keys(fields).length > 0) {
        reportProposal(risk.id, fields);
        setRefusal({
          status: 422,
          data: {
            message: `The ${risk.product.name} proposal form is not complete: ${Object.keys(fields).length} field(s) to correct, marked below.`,
          },
        });
      } else setRefusal(result.error);
    }
  };

  return (
    <Stack gap="xs" align="flex-end">
      <Group gap="xs" justify="flex-end" ref={group}>
        {actions.map((a) => (
          <Button
            key={a}
            size={size}
            color={colours[a]}
            variant={primary.includes(a) ? 'filled' : 'light'}
            loading={isLoading && originalArgs?.action === a && originalArgs.riskId === risk.id}
            onClick={() => click(a)}
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
      {confirming && (
        <Modal opened onClose={closeConfirming} title={`${actionLabels[confirming]}?`}>
          <Stack>
            <Text>
              {actionLabels[confirming]} {risk.product.name} for{' '}
              <strong>{formatMoney(risk.current.totalPremium, currencyOf(pkg.currency))}</strong>{' '}
              (total premium)?
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={closeConfirming}>
                Back
              </Button>
              <Button
                color={colours[confirming]}
                loading={isLoading}
                onClick={() => void perform(confirming)}
              >
                {actionLabels[confirming]}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
      {modal && (
        <ActionModal
          key={modal.opening}
          action={modal.action}
          companyId={companyId}
          pkg={pkg}
          risk={risk}
          onClose={() => {
            setModal(null);
            focus.restore();
          }}
          onDone={(result) => done(result, modal.action)}
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
