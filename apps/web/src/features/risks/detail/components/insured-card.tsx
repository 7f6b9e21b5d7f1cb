import { useState } from 'react';
import { Button, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ContactMethod, type RiskPackageDto } from '@turbine/domain';
import { ModalFooter } from '../../../../components/modal-footer.tsx';
import { applyServerErrors } from '../../../../components/server-errors.ts';
import { useUpdateRiskMutation } from '../api/risk-api.ts';
import {
  contactMethodOptions,
  insuredBody,
  insuredErrors,
  InsuredFields,
  insuredFormValues,
  type InsuredFormValues,
} from './insured-fields.tsx';
import { RefusalAlert } from '../../../../components/refusal-alert.tsx';
import { Facts, SectionCard } from '../../../../components/section-card.tsx';

const contactLabel = (m: number) =>
  contactMethodOptions.find((o) => o.value === String(m))?.label ?? '—';

function address(i: RiskPackageDto['insured']): string {
  const parts = [
    i.addressLine1,
    i.addressLine2,
    i.city,
    [i.state, i.postcode].filter(Boolean).join(' '),
    i.country,
  ];
  return parts.filter((p) => p && p.trim() !== '').join(', ') || '—';
}

/** §2 Insured details; editable while the main transaction is Initiated and the viewer may edit (PUT …/risks/{id}). */
export function InsuredCard({
  companyId,
  pkg,
  canEdit,
}: {
  companyId: number;
  pkg: RiskPackageDto;
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const i = pkg.insured;
  return (
    <SectionCard
      title="Insured details"
      actions={
        canEdit && (
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            Edit insured
          </Button>
        )
      }
    >
      <Facts
        items={[
          { label: 'Name', value: i.name },
          { label: 'Registration number', value: i.registrationNumber || '—' },
          { label: 'Email', value: i.email || '—' },
          { label: 'Phone', value: i.phone || '—' },
          {
            label: 'Preferred contact',
            value: contactLabel(i.contactMethod ?? ContactMethod.Email),
          },
          { label: 'Address', value: address(i) },
        ]}
      />
      {editing && (
        <InsuredModal companyId={companyId} pkg={pkg} onClose={() => setEditing(false)} />
      )}
    </SectionCard>
  );
}

function InsuredModal({
  companyId,
  pkg,
  onClose,
}: {
  companyId: number;
  pkg: RiskPackageDto;
  onClose: () => void;
}) {
  const [update, { isLoading }] = useUpdateRiskMutation();
  const [refusal, setRefusal] = useState<unknown>(null);
  const form = useForm<{ insured: InsuredFormValues }>({
    initialValues: { insured: insuredFormValues(pkg.insured) },
    validate: (v) => insuredErrors(v.insured, 'insured'),
  });
  const submit = async (v: { insured: InsuredFormValues }) => {
    setRefusal(null);
    const result = await update({
      companyId,
      riskPackageId: pkg.id,
      body: { insured: insuredBody(v.insured) },
    });
    if ('data' in result) onClose();
    else if (!applyServerErrors(form, result.error)) setRefusal(result.error);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title="Edit insured details"
      size="xl"
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
        <Stack>
          <InsuredFields input={(f) => form.getInputProps(`insured.${f}`)} />
          <RefusalAlert error={refusal} title="The insured details were not saved" />
          <ModalFooter submitLabel="Save insured" loading={isLoading} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

/** §2 Broker details: the brokerage, its users assigned to the risk, the underwriter and the insurer. */
export function BrokerCard({ pkg }: { pkg: RiskPackageDto }) {
  const brokers = pkg.assignedUsers.filter((u) => u.companyId === pkg.brokerCompany.id);
  return (
    <SectionCard title="Broker details">
      <Facts
        items={[
          { label: 'Brokerage', value: pkg.brokerCompany.name },
          { label: 'Assigned brokers', value: brokers.map((u) => u.name).join(', ') || '—' },
          { label: 'Underwriting agency', value: pkg.underwriterCompany.name },
          { label: 'Insurer', value: pkg.insurerCompany?.name ?? '—' },
        ]}
      />
    </SectionCard>
  );
}
