import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';

/** One screen of an area: its tab's key and label, and the page it opens. */
export interface AreaTab {
  key: string;
  label: string;
  path: string;
}

/** The sub-navigation between the screens of one area; each tab opens its screen's page. */
export function AreaTabs({
  tabs,
  active,
  label,
}: {
  tabs: readonly AreaTab[];
  active: string;
  label?: string;
}) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(key) => {
        const tab = tabs.find((t) => t.key === key);
        if (tab) void navigate(tab.path);
      }}
      mb="lg"
    >
      <Tabs.List aria-label={label}>
        {tabs.map((t) => (
          <Tabs.Tab key={t.key} value={t.key}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
