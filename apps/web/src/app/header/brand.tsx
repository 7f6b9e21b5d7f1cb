import { Group, Image, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { companyFileUrl } from '../../features/companies/index.ts';
import { useCompany } from '../company-context.tsx';
import { ui } from '../theme.ts';
import { TurbineMark } from '../../components/turbine-mark.tsx';

/** A company as the header's branding needs it (§3 appearance). */
export interface BrandedCompany {
  id: number;
  name: string;
  appearance: {
    showLogoOnHeader: boolean;
    logoFileVersionId: number | null;
    headerFileVersionId: number | null;
    headerTextColour: string | null;
  };
}

/** The logo to show in the header: only when the company chose to show it and has one. */
export function headerLogoUrl(company: BrandedCompany | null | undefined): string | undefined {
  return company?.appearance.showLogoOnHeader
    ? companyFileUrl(company.id, company.appearance.logoFileVersionId)
    : undefined;
}

/** Header background image and text colour of a branded company (§2, §3 appearance). */
export function brandedHeaderStyle(
  company: BrandedCompany | null | undefined,
): React.CSSProperties {
  if (!company) return {};
  const image = companyFileUrl(company.id, company.appearance.headerFileVersionId);
  return {
    ...(image
      ? {
          backgroundImage: `url("${image}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }
      : {}),
    ...(company.appearance.headerTextColour ? { color: company.appearance.headerTextColour } : {}),
  };
}

/** The header's brand as drawn: the logo (else the product mark) and the title, linking home. */
export function BrandView({ title, logoUrl }: { title: string; logoUrl: string | undefined }) {
  return (
    <UnstyledButton component={Link} to="/" aria-label={`${title} home`} miw={0}>
      <Group gap="xs" wrap="nowrap" miw={0}>
        {logoUrl ? (
          <Image src={logoUrl} alt="" h={36} w="auto" fit="contain" />
        ) : (
          <TurbineMark size={30} />
        )}
        <Text fw={700} size="lg" c="inherit" truncate maw={260}>
          {title}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

/** Product title, or the host company's name and logo when it has branding (§2). */
export function Brand() {
  const { handleCompany, representedRole } = useCompany();
  const title = handleCompany?.name ?? representedRole?.company.name ?? ui.productTitle;
  return <BrandView title={title} logoUrl={headerLogoUrl(handleCompany)} />;
}
