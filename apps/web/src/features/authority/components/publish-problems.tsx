import { Alert, CloseButton, Group, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A completeness error of a section names it: "sections.1.quotaShares" → "Section Marine: …". */
export function describeProblem(
  field: string,
  message: string,
  sectionNames: readonly string[] = [],
): string {
  const match = /^sections\.(\d+)\.(\w+)$/.exec(field);
  if (!match) return message;
  const name = sectionNames[Number(match[1])];
  return `${name ? `Section ${name}` : `Section ${Number(match[1]) + 1}`}: ${message}`;
}

/** What the server says is missing before a version can be published (decision 070). */
export function PublishProblemsAlert({
  errors,
  sectionNames,
  onClose,
}: {
  errors: Record<string, string>;
  sectionNames?: string[];
  onClose: () => void;
}) {
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} />}
      mb="md"
      title={<Group justify="space-between">This version cannot be published yet</Group>}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <List size="sm">
          {Object.entries(errors).map(([field, message]) => (
            <List.Item key={field}>{describeProblem(field, message, sectionNames)}</List.Item>
          ))}
        </List>
        <CloseButton aria-label="Dismiss" onClick={onClose} />
      </Group>
    </Alert>
  );
}
