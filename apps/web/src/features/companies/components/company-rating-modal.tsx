import { Center, Code, Loader, Select, Table, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import {
  companyRatingGradeLabels,
  companyRatingGrades,
  type CompanyRatingChangeDto,
  type CompanyRatingGrade,
} from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { formatInstant } from '../../../components/format-instant.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyServerErrors } from '../../../components/server-errors.ts';
import { useCompanyRatingQuery, useSetCompanyRatingMutation } from '../api/company-ratings-api.ts';
import { GradeBadge } from './grade-badge.tsx';

const NO_GRADE = 'none';
const gradeOptions = [
  { value: NO_GRADE, label: 'No grade' },
  ...companyRatingGrades.map((g) => ({ value: g, label: companyRatingGradeLabels[g] })),
];

function History({ rows }: { rows: CompanyRatingChangeDto[] }) {
  if (rows.length === 0) return <Text c="dimmed">Never graded.</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label="Grade history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Change</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((h) => (
            <Table.Tr key={h.id}>
              <Table.Td>{formatInstant(h.changedAt)}</Table.Td>
              <Table.Td>{h.changedBy?.name ?? 'Removed user'}</Table.Td>
              <Table.Td>
                <GradeBadge grade={h.previousGrade} /> → <GradeBadge grade={h.grade} />
              </Table.Td>
              <Table.Td>{h.note ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Sets a brokerage's or client's grade with a note, and shows every earlier change (decision 232). */
export function CompanyRatingModal({
  agencyId,
  ratedCompanyId,
  name,
  onClose,
}: {
  agencyId: number;
  ratedCompanyId: number;
  name: string;
  onClose: () => void;
}) {
  const detail = useCompanyRatingQuery({ agencyId, ratedCompanyId });
  const [save, state] = useSetCompanyRatingMutation();
  const form = useForm({ initialValues: { grade: NO_GRADE, note: '' } });
  const loaded = detail.data;
  useEffect(() => {
    if (!loaded) return;
    form.setInitialValues({ grade: loaded.grade ?? NO_GRADE, note: loaded.note ?? '' });
    form.reset();
    // Only when the loaded grade changes (form is stable): the form must not reset while the user types.
  }, [loaded?.grade, loaded?.note]);
  const submit = async () => {
    const v = form.getValues();
    const grade = v.grade === NO_GRADE ? null : (v.grade as CompanyRatingGrade);
    const result = await save({
      agencyId,
      ratedCompanyId,
      body: { grade, note: v.note.trim() || null },
    });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    notifications.show({
      color: toastColours.success,
      title: 'Grade saved',
      message: grade ? `${name} is graded ${grade}.` : `${name} has no grade.`,
    });
    onClose();
  };
  return (
    <FormModal
      title={`Grade of ${name}`}
      size="lg"
      onSave={() => void submit()}
      onClose={onClose}
      submitLabel="Save grade"
      saving={state.isLoading}
      unsaved={form.isDirty()}
      after={
        <>
          <Title order={4} mt="sm">
            History
          </Title>
          {detail.isLoading ? (
            <Center py="md">
              <Loader size="sm" aria-label="Loading history" />
            </Center>
          ) : detail.isError || !loaded ? (
            <ErrorPanel
              error={detail.error}
              itemName="grade"
              onRetry={() => void detail.refetch()}
            />
          ) : (
            <History rows={loaded.history} />
          )}
        </>
      }
    >
      <Text size="sm" c="dimmed">
        Product formulas read this grade as <Code>brokerRating</Code> or <Code>clientRating</Code>{' '}
        (A best, E worst; blank when there is none) to load or discount a premium. Quotes already
        rated keep their premium until they are rated again.
      </Text>
      <Select
        label="Grade"
        data={gradeOptions}
        allowDeselect={false}
        {...form.getInputProps('grade')}
      />
      <Textarea
        label="Note"
        description="Why this grade: shown in the history"
        rows={3}
        maxLength={1000}
        {...form.getInputProps('note')}
      />
    </FormModal>
  );
}
