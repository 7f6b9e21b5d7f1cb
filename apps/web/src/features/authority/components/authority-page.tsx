import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Permission } from '@turbine/domain';
import { PageContainer } from '../../../components/page-container.tsx';
import { useAuthorityAccess, type AuthorityAccess } from '../hooks/use-authority-access.ts';
import type { AuthoritySectionKey } from '../lib/authority-paths.ts';
import { AuthorityNav } from './authority-nav.tsx';

interface AuthorityPageProps {
  section: AuthoritySectionKey;
  title: string;
  description?: ReactNode;
  managePermission: Permission;
  actions?: (access: AuthorityAccess & { companyId: number }) => ReactNode;
  children: (access: AuthorityAccess & { companyId: number }) => ReactNode;
}

/** The frame of every authority screen: title, sub-navigation and the company checks. */
export function AuthorityPage({
  section,
  title,
  description,
  managePermission,
  actions,
  children,
}: AuthorityPageProps) {
  const access = useAuthorityAccess(managePermission);
  const { companyId } = access;
  return (
    <PageContainer
      size="xl"
      title={title}
      description={description}
      actions={companyId != null && access.isUnderwriter && actions?.({ ...access, companyId })}
    >
      {/* Below the title, like the products pages that share these tabs. */}
      <AuthorityNav active={section} />
      {companyId == null ? (
        <Alert color="gray" title="No company selected">
          Choose the company you represent to see its {title.toLowerCase()}.
        </Alert>
      ) : !access.isUnderwriter ? (
        <Alert color="gray" title="Underwriting companies only">
          {title} belong to underwriting companies. Switch to an underwriting company to see them.
        </Alert>
      ) : (
        children({ ...access, companyId })
      )}
    </PageContainer>
  );
}
