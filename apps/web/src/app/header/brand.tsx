import { Group, Image, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { companyFileUrl } from '../../features/companies/index.ts';
import { useCompany } from '../company-context.tsx';
import { ui } from '../theme.ts';
import { TurbineMark } from '../../components/turbine-mark.tsx';

/** Product title, or the host company's name and logo when it has branding (§2). */
export function Brand() {
  const { handleCompany, representedRole } = useCompany();
  const company = handleCompany;
  const logo = company?.appearance.showLogoOnHeader
    ? companyFileUrl(company.id, company.appearance.logoFileVersionId)
    : undefined;
  const title = company?.name ?? representedRole?.company.name ?? ui.productTitle;
  return (
    <UnstyledButton component={Link} to="/" aria-label={`${title} home`} miw={0}>
      <Group gap="xs" wrap="nowrap" miw={0}>
        {logo ? (
          <Image src={logo} alt="" h={36} w="auto" fit="contain" />
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
