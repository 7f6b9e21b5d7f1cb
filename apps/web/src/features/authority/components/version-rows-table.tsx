import { Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { VersionSummaryDto } from '@turbine/domain';
import { formatInstant } from '../../../components/format-instant.ts';
import { visibilityLabel } from '../lib/authority-labels.ts';
import { VersionActions, type VersionAction } from './version-actions.tsx';
import { VersionStatusBadge } from './version-status-badge.tsx';

interface VersionRowsTableProps {
  /** The table's accessible name ("Periods", "Versions"). */
  label: string;
  /** What a version is called ("period", "version"): the first column and the action labels. */
  noun: string;
  minWidth: number;
  /** Newest first, as the caller sorts them. */
  versions: VersionSummaryDto[];
  canEdit: boolean;
  /** The version shown open on the page, highlighted. */
  selectedId?: number;
  /** The first cell: a link to the version, or a mark that it is open. */
  name: (version: VersionSummaryDto) => ReactNode;
  busy: (versionId: number) => VersionAction | null;
  onAction: (versionId: number, action: VersionAction) => void;
}

/** The versions of an authority item with their §4 status, visibility and transitions. */
export function VersionRowsTable({
  label,
  noun,
  minWidth,
  versions,
  canEdit,
  selectedId,
  name,
  busy,
  onAction,
}: VersionRowsTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{noun.charAt(0).toUpperCase() + noun.slice(1)}</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Visibility</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((v) => (
            <Table.Tr
              key={v.id}
              bg={v.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}
            >
              <Table.Td>{name(v)}</Table.Td>
              <Table.Td>
                <VersionStatusBadge status={v.status} />
              </Table.Td>
              <Table.Td>{visibilityLabel(v.visibility)}</Table.Td>
              <Table.Td>{formatInstant(v.updatedAt)}</Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <VersionActions
                    version={v}
                    noun={noun}
                    canEdit={canEdit}
                    busy={busy(v.id)}
                    onAction={(a) => onAction(v.id, a)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
