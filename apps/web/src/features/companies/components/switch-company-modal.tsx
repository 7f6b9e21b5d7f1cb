import { Modal, Text } from '@mantine/core';
import { useCompany } from '../../../app/company-context.tsx';
import { useChooseCompany } from '../hooks/use-choose-company.ts';
import { CompanySelectionList } from './company-selection-list.tsx';

/** The switch-company modal: the selection screen's list in a modal (§2, §6). */
export function SwitchCompanyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { selectable, representedRole } = useCompany();
  const choose = useChooseCompany();
  return (
    <Modal opened={opened} onClose={onClose} title="Select representing company" size="lg">
      <Text c="dimmed" mb="md">
        Choose the company you act for. Its pages, data and permissions apply until you switch
        again.
      </Text>
      <CompanySelectionList
        roles={selectable}
        representedId={representedRole?.companyId ?? null}
        onChoose={(role) => {
          onClose();
          choose(role);
        }}
      />
    </Modal>
  );
}
