import { useState } from 'react';
import {
  Alert,
  Checkbox,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import {
  actionLabels,
  LifecycleMessages,
  Messages,
  RiskMessages,
  type LifecycleAction,
  type RiskActionBody,
  type RiskDto,
  type RiskPackageDto,
} from '@turbine/domain';
import { fieldErrors } from '../../../../app/api-error.ts';
import { useAuth } from '../../../../app/auth-context.tsx';
import { ModalFooter } from '../../../../components/modal-footer.tsx';
import { applyServerErrors } from '../../../../components/server-errors.ts';
import { useRiskActionMutation } from '../api/risk-api.ts';
import { newUuid } from '../lib/uuid.ts';
import { RefusalAlert } from '../../../../components/refusal-alert.tsx';
import { useUnderwriterOptions } from '../hooks/use-underwriter-options.ts';

/** Actions that open a form (decision 080: refer, decline, request approval, bind's declaration, amend, cancel) or a confirmation. */
export const modalActions = [
  'refer',
  'decline',
  'requestApproval',
  'bind',
  'amend',
  'cancel',
  'discard',
  'notTakenUp',
  'markProposalDone',
] as const;
export type ModalAction = (typeof modalActions)[number];
export const isModalAction = (a: LifecycleAction): a is ModalAction =>
  (modalActions as readonly string[]).includes(a);

interface ActionValues {
  target: 'underwriter' | 'team';
  underwriterId: string | null;
  reasons: string;
  approverId: string | null;
  declarationConfirmed: boolean;
  effectiveDate: string | null;
  reasonForCancellation: string;
  afsOverrideReason: string;
}

const reasonList = (text: string) =>
  text
    .split('\n')
    .map((r) => r.trim())
    .filter(Boolean);

function validate(action: ModalAction, v: ActionValues): Record<string, string> {
  const e: Record<string, string> = {};
  if (action === 'refer' && v.target === 'underwriter' && !v.underwriterId)
    e.underwriterId = LifecycleMessages.referralTarget;
  if (action === 'decline' && reasonList(v.reasons).length === 0)
    e.reasons = LifecycleMessages.declineReasons;
  if (action === 'requestApproval' && !v.approverId) e.approverId = Messages.required;
  if (action === 'bind' && !v.declarationConfirmed)
    e.declarationConfirmed = RiskMessages.declarationRequired;
  if (action === 'cancel' && v.reasonForCancellation.trim() === '')
    e.reasonForCancellation = RiskMessages.reasonRequired;
  return e;
}

function bodyOf(
  action: ModalAction,
  v: ActionValues,
  pkg: RiskPackageDto,
): Partial<RiskActionBody> {
  switch (action) {
    case 'refer':
      // A team referral goes to the underwriting company's team (the package's underwriter company).
      return v.target === 'team'
        ? { teamId: pkg.underwriterCompany.id, underwriterId: null, reasons: reasonList(v.reasons) }
        : { underwriterId: Number(v.underwriterId), teamId: null, reasons: reasonList(v.reasons) };
    case 'decline':
      return { reasons: reasonList(v.reasons) };
    case 'requestApproval':
      return { approverId: Number(v.approverId) };
    case 'bind':
      // The override reason goes only once the field is offered (after the AFS check refused) and filled.
      return v.afsOverrideReason.trim() === ''
        ? { declarationConfirmed: v.declarationConfirmed }
        : {
            declarationConfirmed: v.declarationConfirmed,
            afsOverrideReason: v.afsOverrideReason.trim(),
          };
    case 'amend':
      return v.effectiveDate ? { effectiveDate: v.effectiveDate } : {};
    case 'cancel':
      return {
        ...(v.effectiveDate ? { effectiveDate: v.effectiveDate } : {}),
        reasonForCancellation: v.reasonForCancellation.trim(),
      };
    default:
      return {};
  }
}

const confirmations: Partial<Record<ModalAction, string>> = {
  discard:
    'Discard this transaction? Its answers and any premium are removed. This cannot be undone.',
  notTakenUp: 'Mark this transaction as not taken up? It cannot be bound afterwards.',
  markProposalDone: 'Mark the proposal done? Afterwards the proposal can no longer change.',
};

interface ActionModalProps {
  action: ModalAction;
  companyId: number;
  pkg: RiskPackageDto;
  risk: RiskDto;
  onClose: () => void;
  onDone: (result: RiskPackageDto) => void;
}

/** The form of an action needing input; mounted per opening, so bind's Idempotency-Key is one uuid per opening. */
export function ActionModal({ action, companyId, pkg, risk, onClose, onDone }: ActionModalProps) {
  const [idempotencyKey] = useState(newUuid);
  const [run, { isLoading }] = useRiskActionMutation();
  const [refusal, setRefusal] = useState<unknown>(null);
  // Decision 219: the API refuses an underwriter's bind without a current AFS authorisation with a field
  // error under afsOverrideReason (a broker gets none: they cannot override); the field is offered then.
  const [afsOverride, setAfsOverride] = useState(false);
  const form = useForm<ActionValues>({
    initialValues: {
      target: 'underwriter',
      underwriterId: null,
      reasons: '',
      approverId: null,
      declarationConfirmed: false,
      effectiveDate: null,
      reasonForCancellation: '',
      afsOverrideReason: '',
    },
    validate: (v) => validate(action, v),
  });
  const needsUsers = action === 'refer' || action === 'requestApproval';
  const users = useUnderwriterOptions(companyId, pkg, !needsUsers);
  const { user } = useAuth();
  // Four eyes (decision 080 approverNotSelf): the requester is not offered as their own approver.
  const approvers = users.options.filter((o) => o.value !== String(user?.id));
  const v = form.getValues();

  const submit = async (values: ActionValues) => {
    setRefusal(null);
    const result = await run({
      companyId,
      riskPackageId: pkg.id,
      riskId: risk.id,
      action,
      body: bodyOf(action, values, pkg),
      ...(action === 'bind' ? { idempotencyKey } : {}),
    });
    if ('data' in result && result.data) {
      onDone(result.data);
      return;
    }
    const placed = applyServerErrors(form, result.error);
    const keys = Object.keys(fieldErrors(result.error));
    const afs = keys.includes('afsOverrideReason');
    if (afs) setAfsOverride(true);
    // The AFS refusal's message names the number and why it is not current: shown above the reason.
    if (!placed || afs || keys.some((k) => !(k in values))) setRefusal(result.error);
  };

  const label = actionLabels[action];
  return (
    <Modal
      opened
      onClose={onClose}
      title={`${label}: ${risk.product.name}`}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="lg"
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          {confirmations[action] && <Text>{confirmations[action]}</Text>}
          {action === 'refer' && (
            <SegmentedControl
              data={[
                { value: 'underwriter', label: 'An underwriter' },
                { value: 'team', label: `The ${pkg.underwriterCompany.name} team` },
              ]}
              {...form.getInputProps('target')}
            />
          )}
          {action === 'refer' && users.empty && (
            <Alert color="yellow">
              No authorised underwriter is listed on the binding agreement period covering this
              risk. You can refer to the team.
            </Alert>
          )}
          {action === 'requestApproval' &&
            !users.loading &&
            !users.error &&
            approvers.length === 0 && (
              <Alert color="yellow">
                No other authorised underwriter of the binding agreement covering this risk can
                approve it.
              </Alert>
            )}
          {action === 'refer' && v.target === 'underwriter' && (
            <Select
              label="Underwriter"
              required
              searchable
              data={users.options}
              disabled={users.loading}
              {...form.getInputProps('underwriterId')}
            />
          )}
          {action === 'requestApproval' && (
            <Select
              label="Approver"
              description="An authorised underwriter whose authority level suffices for this product (1 is the highest)."
              required
              searchable
              data={approvers}
              disabled={users.loading}
              {...form.getInputProps('approverId')}
            />
          )}
          {users.error && (
            <RefusalAlert error={users.error} title="The underwriters could not be loaded" />
          )}
          {(action === 'refer' || action === 'decline') && (
            <Textarea
              label="Reasons"
              description="One reason per line."
              required={action === 'decline'}
              autosize
              minRows={3}
              {...form.getInputProps('reasons')}
            />
          )}
          {action === 'bind' && (
            <Checkbox
              label={RiskMessages.declarationRequired}
              {...form.getInputProps('declarationConfirmed', { type: 'checkbox' })}
            />
          )}
          {action === 'bind' && afsOverride && (
            <Textarea
              label="Reason for binding without a current AFS authorisation"
              description="Recorded in the risk's history with the authorisation problem."
              required
              autosize
              minRows={2}
              maxLength={1000}
              {...form.getInputProps('afsOverrideReason')}
            />
          )}
          {(action === 'amend' || action === 'cancel') && (
            <DatePickerInput
              label="Effective date"
              description={`Defaults to today in ${pkg.timeZone}.`}
              placeholder="Today"
              valueFormat="D MMM YYYY"
              clearable
              minDate={pkg.inceptionDate}
              maxDate={pkg.expiryDate}
              popoverProps={{ withinPortal: true }}
              {...form.getInputProps('effectiveDate')}
            />
          )}
          {action === 'cancel' && (
            <Textarea
              label="Reason for cancellation"
              required
              autosize
              minRows={2}
              {...form.getInputProps('reasonForCancellation')}
            />
          )}
          <RefusalAlert error={refusal} title={`${label} was refused`} />
          <ModalFooter submitLabel={label} loading={isLoading} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
