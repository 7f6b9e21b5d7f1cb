import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { companyTypeLabels, type UserRoleDto } from '@turbine/domain';
import { participantColour } from '../../../app/theme.ts';

interface CompanyCardProps {
  role: UserRoleDto;
  selected: boolean;
  onChoose: (role: UserRoleDto) => void;
}

/** One company on the selection screen (§2): type badge, name, creating company, role, green tick. */
export function CompanyCard({ role, selected, onChoose }: CompanyCardProps) {
  const { company } = role;
  const creator = company.createdByCompany ? `, created by ${company.createdByCompany.name}` : '';
  const label = `${company.name}, ${companyTypeLabels[company.refCompanyTypeId]}, role ${role.name}${creator}${selected ? ', currently represented' : ''}`;
  return (
    <UnstyledButton
      onClick={() => onChoose(role)}
      aria-label={label}
      aria-current={selected ? 'true' : undefined}
      w="100%"
    >
      <Card
        withBorder
        padding="md"
        radius="md"
        style={selected ? { borderColor: 'var(--mantine-color-green-6)' } : undefined}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4}>
            <Group gap="xs">
              <Badge color={participantColour(company.refCompanyTypeId)} variant="light">
                {companyTypeLabels[company.refCompanyTypeId]}
              </Badge>
            </Group>
            <Text fw={600} size="lg">
              {company.name}
            </Text>
            {company.createdByCompany && (
              <Text size="sm" c="dimmed">
                Created by {company.createdByCompany.name}
              </Text>
            )}
            <Text size="sm">Role: {role.name}</Text>
          </Stack>
          {selected && (
            <IconCircleCheckFilled
              color="var(--mantine-color-green-6)"
              size={28}
              role="img"
              aria-label="Currently represented"
            />
          )}
        </Group>
      </Card>
    </UnstyledButton>
  );
}
