import type { ReactNode } from 'react';
import { Button, Table, type TableTdProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Permission } from '@turbine/domain';
import { ListFrame, type ListQuery } from '../../../components/list-frame.tsx';
import { useListSearch, type ListSearch } from '../../../components/use-list-search.ts';
import type { AuthorityAccess } from '../hooks/use-authority-access.ts';
import type { AuthoritySectionKey } from '../lib/authority-paths.ts';
import { AuthorityPage } from './authority-page.tsx';
import { ReadOnlyNotice } from './read-only-notice.tsx';

type Access = AuthorityAccess & { companyId: number };

/** One column of the list: its header (a hidden one is only named for assistive technology) and cell. */
export interface AuthorityColumn<T> {
  header: string;
  hideHeader?: boolean;
  cell: (row: T) => ReactNode;
  td?: TableTdProps;
}

interface AuthorityListPageProps<T extends { id: number }> {
  section: AuthoritySectionKey;
  title: string;
  description: string;
  managePermission: Permission;
  /** The create button editors get: a link to the new item's page, or an action (a modal). */
  create: { label: string; to: string } | { label: string; onClick: () => void };
  /** What one row is, in lower case ("risk code"): the search, loader, error and empty texts. */
  noun: string;
  searchPlaceholder: string;
  /** Shown when there are no rows and no search (default "No {noun}s yet."). */
  emptyText?: string;
  /** The list query of the company: a page of rows and the total. */
  useList: (args: ListSearch['args'] & { companyId: number }) => ListQuery<T>;
  columns: (access: Access) => AuthorityColumn<T>[];
  /** The table scrolls sideways below this width. */
  minWidth: number;
  /** Rendered after the list, e.g. the item's form modal. */
  children?: (access: Access) => ReactNode;
}

/**
 * An authority list screen (§2 Syndicates, Risk Codes, Binding Agreements, Endorsements): the
 * authority frame, the create button, the read-only notice and a searched, paginated table.
 */
export function AuthorityListPage<T extends { id: number }>({
  create,
  children,
  ...props
}: AuthorityListPageProps<T>) {
  return (
    <AuthorityPage
      section={props.section}
      title={props.title}
      description={props.description}
      managePermission={props.managePermission}
      actions={({ canEdit }) =>
        canEdit &&
        ('to' in create ? (
          <Button component={Link} to={create.to} leftSection={<IconPlus size={16} />}>
            {create.label}
          </Button>
        ) : (
          <Button leftSection={<IconPlus size={16} />} onClick={create.onClick}>
            {create.label}
          </Button>
        ))
      }
    >
      {(access) => (
        <>
          <ReadOnlyNotice canEdit={access.canEdit} />
          <AuthorityList {...props} columns={props.columns(access)} companyId={access.companyId} />
          {children?.(access)}
        </>
      )}
    </AuthorityPage>
  );
}

type ListProps<T extends { id: number }> = Omit<
  AuthorityListPageProps<T>,
  'create' | 'children' | 'columns'
> & { columns: AuthorityColumn<T>[]; companyId: number };

function AuthorityList<T extends { id: number }>({ noun, columns, ...props }: ListProps<T>) {
  const list = useListSearch();
  const query = props.useList({ companyId: props.companyId, ...list.args });
  const plural = `${noun}s`;
  const name = plural.charAt(0).toUpperCase() + plural.slice(1);
  return (
    <ListFrame
      list={list}
      query={query}
      searchLabel={`Search ${plural}`}
      searchPlaceholder={props.searchPlaceholder}
      loadingLabel={`Loading ${plural}`}
      errorItemName={`${noun} list`}
      empty={
        list.searching
          ? `No ${plural} match your search.`
          : (props.emptyText ?? `No ${plural} yet.`)
      }
    >
      {(rows) => (
        <Table.ScrollContainer minWidth={props.minWidth}>
          <Table verticalSpacing="sm" striped aria-label={name}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) =>
                  c.hideHeader ? (
                    <Table.Th key={c.header} aria-label={c.header} />
                  ) : (
                    <Table.Th key={c.header}>{c.header}</Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  {columns.map((c) => (
                    <Table.Td key={c.header} {...c.td}>
                      {c.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ListFrame>
  );
}
