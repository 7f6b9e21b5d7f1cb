import { ThemeIcon } from '@mantine/core';
import {
  IconBriefcase,
  IconBuildingBank,
  IconGavel,
  IconSettings,
  IconShieldCheck,
  IconUser,
  IconUserQuestion,
} from '@tabler/icons-react';
import { CompanyType, companyTypeLabels, participantColours } from '@turbine/domain';
import type { ReactNode } from 'react';

const icons: Record<CompanyType, ReactNode> = {
  [CompanyType.Client]: <IconUser size={16} />,
  [CompanyType.Broker]: <IconBriefcase size={16} />,
  [CompanyType.Underwriter]: <IconShieldCheck size={16} />,
  [CompanyType.Insurer]: <IconBuildingBank size={16} />,
  [CompanyType.Legal]: <IconGavel size={16} />,
  [CompanyType.System]: <IconSettings size={16} />,
};

function known(type: number | null | undefined): type is CompanyType {
  return type != null && type in participantColours;
}

/** A participant's colour by company type (§1): Client orange, Broker red, Underwriter blue, … */
export function participantColour(type: number | null | undefined): string {
  return known(type) ? participantColours[type] : 'gray';
}

/** The company type's name, or null when the entry has no company (system entries, the client's temporary user). */
export function participantLabel(type: number | null | undefined): string | null {
  return known(type) ? companyTypeLabels[type] : null;
}

/** The round icon of a participant, coloured and shaped by company type. */
export function ParticipantIcon({ companyType }: { companyType: number | null | undefined }) {
  return (
    <ThemeIcon
      radius="xl"
      size="md"
      variant="light"
      color={participantColour(companyType)}
      role="img"
      aria-label={participantLabel(companyType) ?? 'Participant'}
    >
      {known(companyType) ? icons[companyType] : <IconUserQuestion size={16} />}
    </ThemeIcon>
  );
}
