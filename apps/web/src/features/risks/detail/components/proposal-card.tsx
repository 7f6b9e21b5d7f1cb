import { useEffect, useMemo, useRef, useState } from 'react';
import { serverProposalErrors, useProposalRefusals } from './proposal-refusals.tsx';
import { abnMismatch, prefillFromInsured } from '../lib/insured-prefill.ts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  Messages,
  type RiskDto,
  type RiskPackageDto,
  type SaveProposalBody,
} from '@turbine/domain';
import {
  formFromSchema,
  initialProposal,
  ProposalFormRenderer,
  stripHiddenAnswers,
  validateProposal,
  type ProposalErrors,
  type ProposalValue,
} from '../../../product-designer/index.ts';
import { RefusalAlert } from '../../../../components/refusal-alert.tsx';
import { SectionCard } from '../../../../components/section-card.tsx';

export type SaveProposal = (riskId: number, body: SaveProposalBody) => Promise<{ error?: unknown }>;

interface ProposalCardProps {
  pkg: RiskPackageDto;
  risk: RiskDto;
  readOnly: boolean;
  onSave: SaveProposal;
  onDirtyChange: (riskId: number, dirty: boolean) => void;
}

/** §2 Proposal form of one risk: its pinned version's form (on the DTO), saved with PUT …/proposal; read-only when not editable. */
export function ProposalCard(props: ProposalCardProps) {
  const { pkg, risk } = props;
  const title = pkg.risks.length > 1 ? `Proposal form: ${risk.product.name}` : 'Proposal form';
  return (
    <SectionCard title={title}>
      <ProposalEditor {...props} />
    </SectionCard>
  );
}

function ProposalEditor({ pkg, risk, readOnly, onSave, onDirtyChange }: ProposalCardProps) {
  const versionForm = risk.proposalForm;
  const form = useMemo(() => formFromSchema(versionForm.schema, versionForm.layout), [versionForm]);
  const saved = risk.current.proposal;
  // A new proposal starts from the insured's details (name, ABN) where the form asks for them.
  const [answers, setAnswers] = useState<ProposalValue>(() =>
    Object.keys(saved).length > 0
      ? saved
      : (prefillFromInsured(
          versionForm.schema,
          initialProposal(form) as Record<string, unknown>,
          pkg.insured,
        ) as ProposalValue),
  );
  const mismatch = abnMismatch(versionForm.schema, answers as Record<string, unknown>, pkg.insured);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<ProposalErrors>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [checked, setChecked] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const { refusal: actionRefusal } = useProposalRefusals();

  // A refused submit marks this form's fields and brings the first one into view (issue 19 item 6).
  useEffect(() => {
    if (!actionRefusal || actionRefusal.riskId !== risk.id) return;
    setChecked(true);
    setErrors(actionRefusal.errors);
    requestAnimationFrame(() => {
      const first = box.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error]');
      (first ?? box.current)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      first?.focus({ preventScroll: true });
    });
  }, [actionRefusal, risk.id]);

  useEffect(() => onDirtyChange(risk.id, dirty), [dirty, risk.id, onDirtyChange]);
  // The server's answers win when they change underneath an unedited form (another save, a client's edit).
  useEffect(() => {
    if (!dirty && Object.keys(saved).length > 0) setAnswers(saved);
  }, [saved, dirty]);

  const change = (value: ProposalValue) => {
    setAnswers(value);
    setDirty(true);
    if (checked) setErrors(validateProposal(form, value));
  };
  const save = async () => {
    setRefusal(null);
    setChecked(true);
    const problems = validateProposal(form, answers);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    const result = await onSave(risk.id, { proposal: stripHiddenAnswers(form, answers) }).finally(
      () => setSaving(false),
    );
    if (!result.error) {
      setDirty(false);
      return;
    }
    const fromServer = serverProposalErrors(result.error);
    setErrors(fromServer);
    if (Object.keys(fromServer).length === 0) setRefusal(result.error);
  };

  const errorCount = Object.keys(errors).length;
  return (
    <Stack ref={box}>
      {readOnly && (
        <Text size="sm" c="dimmed">
          {pkg.proposalDone
            ? 'The proposal was marked done and can no longer change.'
            : 'The proposal cannot be changed in the current status.'}
        </Text>
      )}
      <ProposalFormRenderer
        schema={versionForm.schema}
        layout={versionForm.layout}
        value={answers}
        onChange={change}
        errors={errors}
        readOnly={readOnly}
      />
      {mismatch && (
        <Alert color="yellow" title="ABN differs from the insured's">
          The proposal gives ABN {mismatch.proposal}; the insured&apos;s details say{' '}
          {mismatch.insured}. Check which one is right before submitting.
        </Alert>
      )}
      {errorCount > 0 && (
        <Alert color="red" role="alert" title={`Proposal form: ${risk.product.name}`}>
          {Messages.correctErrors}{' '}
          {errorCount === 1 ? '1 field needs' : `${errorCount} fields need`} an answer or a change.
        </Alert>
      )}
      <RefusalAlert error={refusal} title="The proposal was not saved" />
      {!readOnly && (
        <Group justify="flex-end">
          {dirty && (
            <Text size="sm" c="dimmed">
              Unsaved changes
            </Text>
          )}
          <Button
            loading={saving}
            onClick={() => void save()}
            disabled={!dirty && Object.keys(saved).length > 0}
          >
            Save proposal
          </Button>
        </Group>
      )}
    </Stack>
  );
}
