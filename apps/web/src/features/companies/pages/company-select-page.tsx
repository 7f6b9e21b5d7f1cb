import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useCompany } from '../../../app/company-context.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { CompanySelectionList } from '../components/company-selection-list.tsx';
import { useChooseCompany } from '../hooks/use-choose-company.ts';

/** The company selection screen (§2). */
export function CompanySelectPage() {
  const { selectable, representedRole } = useCompany();
  const choose = useChooseCompany();
  return (
    <PageContainer
      title="Select representing company"
      description={
        selectable.length > 0
          ? 'Choose the company you are acting for; you can switch at any time from the user menu.'
          : undefined
      }
      size="sm"
      actions={
        selectable.length > 0 && (
          <Button component={Link} to="/company/create" variant="light">
            Create Company
          </Button>
        )
      }
    >
      <CompanySelectionList
        roles={selectable}
        representedId={representedRole?.companyId ?? null}
        onChoose={choose}
      />
    </PageContainer>
  );
}
