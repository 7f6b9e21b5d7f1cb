import { Button, Divider, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CompanyType, type UserRoleDto } from '@turbine/domain';
import { CompanyCard } from './company-card.tsx';

interface CompanySelectionListProps {
  /** Selectable roles, system companies first (selectableRoles). */
  roles: UserRoleDto[];
  representedId: number | null;
  onChoose: (role: UserRoleDto) => void;
}

/** The company cards of the selection screen and the switch-company modal (§2). */
export function CompanySelectionList({
  roles,
  representedId,
  onChoose,
}: CompanySelectionListProps) {
  if (roles.length === 0) {
    return (
      <Stack align="flex-start" gap="sm">
        <Text>
          You are not a member of any active company yet. Create one to get started, or ask a
          company to invite you.
        </Text>
        <Button component={Link} to="/company/create">
          Create Company
        </Button>
      </Stack>
    );
  }
  const system = roles.filter((r) => r.company.refCompanyTypeId === CompanyType.System);
  const others = roles.filter((r) => r.company.refCompanyTypeId !== CompanyType.System);
  const card = (r: UserRoleDto) => (
    <CompanyCard
      key={r.companyId}
      role={r}
      selected={r.companyId === representedId}
      onChoose={onChoose}
    />
  );
  return (
    <Stack gap="sm" role="list" aria-label="Companies">
      {system.map((r) => (
        <div role="listitem" key={r.companyId}>
          {card(r)}
        </div>
      ))}
      {system.length > 0 && others.length > 0 && (
        <Divider variant="dashed" data-testid="system-divider" />
      )}
      {others.map((r) => (
        <div role="listitem" key={r.companyId}>
          {card(r)}
        </div>
      ))}
    </Stack>
  );
}
