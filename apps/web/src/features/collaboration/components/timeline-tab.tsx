import { Alert, Chip, Group, Loader, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import {
  IconArrowsExchange,
  IconEye,
  IconMessage,
  IconNote,
  IconPencil,
  IconUserShare,
} from '@tabler/icons-react';
import { timelineFilters, type ActivityKind, type RiskActivityDto } from '@turbine/domain';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../../app/api-error.ts';
import { formatInstant } from '../../../components/format-instant.ts';
import { useListRiskActivitiesQuery } from '../api/collaboration-api.ts';
import { participantColour, participantLabel } from './participant.tsx';

const kindIcons: Record<ActivityKind, ReactNode> = {
  note: <IconNote size={14} />,
  message: <IconMessage size={14} />,
  status: <IconArrowsExchange size={14} />,
  assignment: <IconUserShare size={14} />,
  update: <IconPencil size={14} />,
  view: <IconEye size={14} />,
};

/** What an entry without its own text says, by kind. */
const kindTexts: Record<ActivityKind, string> = {
  note: 'Note',
  message: 'Message',
  status: 'Status changed',
  assignment: 'Assignment changed',
  update: 'Risk updated',
  view: 'Viewed the risk',
};

const allKinds = timelineFilters.map((f) => f.kind);

/** §2 Timeline: the package's activities, newest first, filtered by kind (all on by default). */
export function TimelineTab({
  companyId,
  riskPackageId,
  kinds: offered = allKinds,
}: {
  companyId: number;
  riskPackageId: number;
  kinds?: ActivityKind[];
}) {
  const [kinds, setKinds] = useState<string[]>(offered);
  const chosen = offered.filter((k) => kinds.includes(k));
  const { data, error, isLoading, isFetching } = useListRiskActivitiesQuery(
    { companyId, riskPackageId, kinds: chosen },
    { skip: chosen.length === 0 },
  );

  return (
    <Stack gap="md">
      <Chip.Group multiple value={kinds} onChange={setKinds}>
        <Group gap="xs" role="group" aria-label="Timeline filters">
          {timelineFilters
            .filter((f) => offered.includes(f.kind))
            .map((f) => (
              <Chip key={f.kind} value={f.kind} size="sm" variant="light">
                {f.label}
              </Chip>
            ))}
        </Group>
      </Chip.Group>
      {chosen.length === 0 && (
        <Text c="dimmed">Choose at least one filter to see the timeline.</Text>
      )}
      {chosen.length > 0 && isLoading && <Loader size="sm" aria-label="Loading timeline" />}
      {chosen.length > 0 && error && <Alert color="red">{errorMessage(error)}</Alert>}
      {chosen.length > 0 && data?.length === 0 && !isFetching && (
        <Text c="dimmed">Nothing on the timeline for these filters.</Text>
      )}
      {chosen.length > 0 && data && data.length > 0 && (
        <Timeline bulletSize={26} lineWidth={2} aria-label="Timeline">
          {data.map((a) => (
            <Timeline.Item
              key={a.id}
              bullet={<TimelineBullet activity={a} />}
              title={
                <Text size="sm" fw={600}>
                  {entryTitle(a)}
                </Text>
              }
            >
              {a.body && isConversation(a.kind) && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
                  {a.body}
                </Text>
              )}
              <Text size="xs" c="dimmed" mt={2}>
                <Text span inherit fw={600} c={participantColour(a.actor?.companyType)}>
                  {a.actor?.name ?? 'System'}
                </Text>
                {participantLabel(a.actor?.companyType)
                  ? ` (${participantLabel(a.actor?.companyType)})`
                  : ''}{' '}
                · {formatInstant(a.createdAt)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}

function TimelineBullet({ activity }: { activity: RiskActivityDto }) {
  return (
    <ThemeIcon
      size={26}
      radius="xl"
      variant="light"
      color={participantColour(activity.actor?.companyType)}
      role="img"
      // Read aloud as words, not the activity's code (issue 19 item 4).
      aria-label={timelineFilters.find((f) => f.kind === activity.kind)?.label ?? 'Activity'}
    >
      {kindIcons[activity.kind]}
    </ThemeIcon>
  );
}

const isConversation = (kind: ActivityKind) => kind === 'note' || kind === 'message';

/** The entry's headline: the server's text for status, assignment and update entries, else what happened. */
function entryTitle(a: RiskActivityDto): string {
  return a.body && !isConversation(a.kind) ? a.body : kindTexts[a.kind];
}
