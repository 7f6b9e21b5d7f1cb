import { Button } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { useCompany } from '../../../app/company-context.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { CompanySelectionList } from '../components/company-selection-list.tsx';
import { useChooseCompany } from '../hooks/use-choose-company.ts';

/** The company selection screen (§2); a user with no company to choose gets the Welcome screen. */
export function CompanySelectPage() {
  const { selectable, representedRole } = useCompany();
  const choose = useChooseCompany();
  if (selectable.length === 0) return <Navigate to="/welcome" replace />;
  return (
    <PageContainer
      title="Select representing company"
      description="Choose the company you are acting for; you can switch at any time from the user menu."
      size="sm"
      actions={
        <Button component={Link} to="/company/create" variant="light">
          Create Company
        </Button>
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
