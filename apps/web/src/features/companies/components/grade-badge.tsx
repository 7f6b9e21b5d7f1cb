import { Badge } from '@mantine/core';
import type { CompanyRatingGrade } from '@turbine/domain';

const colours: Record<CompanyRatingGrade, string> = {
  A: 'green',
  B: 'teal',
  C: 'gray',
  D: 'orange',
  E: 'red',
};

/** A company grade as a badge; "None" when there is no grade (decision 232). */
export function GradeBadge({ grade }: { grade: CompanyRatingGrade | null }) {
  if (grade === null)
    return (
      <Badge color="gray" variant="outline" aria-label="No grade">
        None
      </Badge>
    );
  return (
    <Badge color={colours[grade]} variant="light" aria-label={`Grade ${grade}`}>
      {grade}
    </Badge>
  );
}
