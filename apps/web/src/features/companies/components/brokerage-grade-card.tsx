import { Button, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { formatInstant } from '../../../components/format-instant.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { useCompanyRatingQuery } from '../api/company-ratings-api.ts';
import { CompanyRatingModal } from './company-rating-modal.tsx';
import { GradeBadge } from './grade-badge.tsx';

/**
 * The agency's grade on one brokerage (decision 232), on its Broker Management page: the grade, the note
 * and the last change, and the same Grade dialog as the Ratings screen.
 */
export function BrokerageGradeCard({
  agencyId,
  brokerId,
  brokerName,
}: {
  agencyId: number;
  brokerId: number;
  brokerName: string;
}) {
  const rating = useCompanyRatingQuery({ agencyId, ratedCompanyId: brokerId });
  const [grading, setGrading] = useState(false);
  const r = rating.data;
  return (
    <SectionCard title="Grade">
      {rating.isLoading ? (
        <Loader size="sm" aria-label="Loading the grade" />
      ) : rating.isError || !r ? (
        <Text c="dimmed">The grade could not be loaded.</Text>
      ) : (
        <>
          <Group justify="space-between" align="flex-start">
            <Group gap="sm">
              <GradeBadge grade={r.grade} />
              <Text size="sm" c="dimmed">
                {r.ratedAt
                  ? `${formatInstant(r.ratedAt)}${r.ratedBy ? ` · ${r.ratedBy.name}` : ''}`
                  : 'Not graded yet.'}
              </Text>
            </Group>
            <Button size="xs" variant="default" onClick={() => setGrading(true)}>
              {r.grade ? 'Change grade' : 'Grade'}
            </Button>
          </Group>
          {r.note && (
            <Text size="sm" mt="sm">
              {r.note}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt="sm">
            A (best) to E; product formulas can load or discount this brokerage’s premiums by it
            (brokerRating).
          </Text>
        </>
      )}
      {grading && (
        <CompanyRatingModal
          agencyId={agencyId}
          ratedCompanyId={brokerId}
          name={brokerName}
          onClose={() => setGrading(false)}
        />
      )}
    </SectionCard>
  );
}
