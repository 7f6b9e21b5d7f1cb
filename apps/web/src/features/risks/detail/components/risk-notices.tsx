import { Alert, Button, List, Stack } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconLock } from '@tabler/icons-react';
import type { RiskPackageDto, RuleMessageDto } from '@turbine/domain';
import { TransactionStatus } from '@turbine/domain';
import { useExchangeVersionMutation } from '../api/risk-api.ts';

const outcomeColour: Record<RuleMessageDto['outcome'], string> = {
  refer: 'orange',
  decline: 'red',
  endorse: 'blue',
};
const outcomeTitle: Record<RuleMessageDto['outcome'], string> = {
  refer: 'Referral',
  decline: 'Decline',
  endorse: 'Endorsement',
};

/**
 * What the viewer should know before acting: the client editing (read-only to the broker, §4), rule
 * messages and referral/decline reasons as the DTO gives them (§6 visibility already applied), approval state
 * and a newer product version.
 */
export function RiskNotices({
  pkg,
  companyId,
  canManage = false,
}: {
  pkg: RiskPackageDto;
  companyId?: number;
  /** The viewer may change the risk (ManageRisks, broker or underwriter): the exchange notice gets its button. */
  canManage?: boolean;
}) {
  const [exchange, exchanging] = useExchangeVersionMutation();
  const multi = pkg.risks.length > 1;
  const items: React.ReactNode[] = [];
  if (pkg.clientAccess?.active && pkg.viewerRole !== 'client') {
    items.push(
      <Alert key="client" color="violet" icon={<IconLock size={18} />} title="Client is editing">
        The proposal was sent to the client
        {pkg.clientAccess.email ? ` (${pkg.clientAccess.email})` : ''}. The risk is read-only until
        the client marks the proposal done or their access is revoked.
      </Alert>,
    );
  }
  if (pkg.proposalDone && pkg.viewerRole !== 'client') {
    items.push(
      <Alert key="done" color="gray" icon={<IconInfoCircle size={18} />}>
        The proposal was marked done and can no longer change.
      </Alert>,
    );
  }
  for (const risk of pkg.risks) {
    const t = risk.current;
    const prefix = multi ? `${risk.product.name}: ` : '';
    // A referral is news only while the transaction waits for the underwriter: once quoted, declined
    // or bound it was decided, and "needs an underwriter" would mislead (issue 19 item 8).
    const awaitingUnderwriter = t.status === TransactionStatus.Referred;
    for (const outcome of ['decline', 'refer', 'endorse'] as const) {
      if (outcome === 'refer' && !awaitingUnderwriter) continue;
      const messages = t.ruleMessages.filter((m) => m.outcome === outcome);
      if (messages.length === 0) continue;
      items.push(
        <Alert
          key={`${risk.id}-${outcome}`}
          color={outcomeColour[outcome]}
          icon={<IconAlertTriangle size={18} />}
          title={`${prefix}${outcomeTitle[outcome]} messages`}
        >
          <List size="sm">
            {messages.map((m) => (
              <List.Item key={m.name}>{m.message}</List.Item>
            ))}
          </List>
        </Alert>,
      );
    }
    // A rule's message is usually also the referral or decline reason: show each text once.
    const shown = new Set(t.ruleMessages.map((m) => m.message));
    const referralReasons = awaitingUnderwriter
      ? t.referralReasons.filter((r) => !shown.has(r))
      : [];
    const declineReasons = t.declineReasons.filter((r) => !shown.has(r));
    if (referralReasons.length > 0) {
      items.push(
        <Alert key={`${risk.id}-referral`} color="orange" title={`${prefix}Referral reasons`}>
          <List size="sm">
            {referralReasons.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </Alert>,
      );
    }
    if (declineReasons.length > 0) {
      items.push(
        <Alert key={`${risk.id}-decline`} color="red" title={`${prefix}Decline reasons`}>
          <List size="sm">
            {declineReasons.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </Alert>,
      );
    }
    if (t.approval !== 'none') {
      const who = t.approver ? ` ${t.approver.name}` : '';
      const text = {
        requested: `Approval requested from${who || ' an approver'}.`,
        approved: `Approved by${who || ' the approver'}.`,
        denied: `Approval denied by${who || ' the approver'}.`,
      }[t.approval];
      items.push(
        <Alert
          key={`${risk.id}-approval`}
          color={t.approval === 'denied' ? 'red' : t.approval === 'approved' ? 'green' : 'blue'}
        >
          {prefix}
          {text}
        </Alert>,
      );
    }
    if (risk.newerVersion) {
      // Exchange moves only risks still Initiated (decision 090); others show the notice alone.
      const exchangeable =
        canManage && companyId !== undefined && t.status === TransactionStatus.Initiated;
      items.push(
        <Alert key={`${risk.id}-newer`} color="yellow" icon={<IconInfoCircle size={18} />}>
          {prefix}Version {risk.newerVersion.versionNumber} of {risk.product.name} applies from the
          inception date; the risk must be exchanged to it before it is quoted.
          {exchangeable && (
            <Button
              display="block"
              mt="xs"
              size="xs"
              color="yellow"
              loading={exchanging.isLoading}
              onClick={() => void exchange({ companyId, riskPackageId: pkg.id })}
            >
              Exchange to version {risk.newerVersion.versionNumber}
            </Button>
          )}
        </Alert>,
      );
    }
  }
  if (items.length === 0) return null;
  return (
    <Stack gap="sm" mb="lg">
      {items}
    </Stack>
  );
}
