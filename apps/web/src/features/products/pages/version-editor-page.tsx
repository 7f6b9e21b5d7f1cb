import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import type { ProductVersionDto } from '@turbine/domain';
import { useGetProductQuery, useGetVersionQuery } from '../api/products-api.ts';
import type { VersionRef } from '../api/product-types.ts';
import { DatasetsTab } from '../components/datasets-tab.tsx';
import { ImpactTestTab } from '../components/impact-test-tab.tsx';
import { ProposalFormTab } from '../components/proposal-form-tab.tsx';
import { PropertyFormulasTab } from '../components/property-formulas-tab.tsx';
import { ProductsFrame } from '../components/products-frame.tsx';
import { QueryState } from '../components/query-state.tsx';
import { ReadOnlyAlert } from '../components/read-only-alert.tsx';
import { RulesTab } from '../components/rules-tab.tsx';
import { StatusBadges } from '../components/status-badges.tsx';
import { TestRunsTab } from '../components/test-runs-tab.tsx';
import { UnderwritingFormulasTab } from '../components/underwriting-formulas-tab.tsx';
import { VersionActions } from '../components/version-actions.tsx';
import { VersionSettingsForm } from '../components/version-settings-form.tsx';
import { productPaths } from '../product-paths.ts';

const tabs = [
  { value: 'settings', label: 'Settings' },
  { value: 'proposal-form', label: 'Proposal form' },
  { value: 'property-formulas', label: 'Property Formulas' },
  { value: 'underwriting-formulas', label: 'Underwriting Formulas' },
  { value: 'rules', label: 'Rules' },
  { value: 'datasets', label: 'Custom datasets' },
  { value: 'tests', label: 'Test Runs' },
  { value: 'impact', label: 'Impact test' },
] as const;

/** The version editor: settings and everything a version holds, one tab each (§2). */
export function VersionEditorPage() {
  const params = useParams();
  const productId = Number(params.productId);
  const versionId = Number(params.versionId);
  return (
    <ProductsFrame
      title="Product version"
      trail={[
        { label: 'Products', to: productPaths.list },
        { label: 'Product', to: productPaths.product(productId) },
      ]}
    >
      {({ companyId, canEdit }) => (
        <VersionEditor versionRef={{ companyId, productId, versionId }} canEdit={canEdit} />
      )}
    </ProductsFrame>
  );
}

function VersionEditor({ versionRef, canEdit }: { versionRef: VersionRef; canEdit: boolean }) {
  const version = useGetVersionQuery(versionRef);
  const product = useGetProductQuery({
    companyId: versionRef.companyId,
    productId: versionRef.productId,
  });
  const [params, setParams] = useSearchParams();
  const active = tabs.find((t) => t.value === params.get('tab'))?.value ?? 'settings';
  // The title holds the product's name: drawn before it arrives, "Product" became the longer name and
  // the heading wrapped, pushing the page down (Lighthouse CLS 0.13 on mobile). Both load first.
  return (
    <QueryState
      query={product.isLoading ? { ...version, isLoading: true } : version}
      itemName="product version"
    >
      {(v: ProductVersionDto) => {
        const locked = v.status === 'locked' || v.inUse;
        const editable = canEdit && !locked;
        return (
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={2}>
                  {product.data?.name ?? 'Product'} — version {v.versionNumber}
                </Title>
                <Group gap="xs" mt={4}>
                  <StatusBadges status={v.status} inUse={v.inUse} />
                  {!v.savedOnce && (
                    <Text size="sm" c="dimmed">
                      Save the settings once before publishing.
                    </Text>
                  )}
                </Group>
              </div>
              <VersionActions
                version={{ ...versionRef, versionNumber: v.versionNumber, status: v.status }}
                canEdit={canEdit}
              />
            </Group>
            <ReadOnlyAlert canEdit={canEdit} locked={locked} />
            <Tabs
              value={active}
              onChange={(t) => setParams(t && t !== 'settings' ? { tab: t } : {})}
              keepMounted={false}
            >
              <Tabs.List mb="lg">
                {tabs
                  .filter((t) => t.value !== 'impact' || v.status === 'draft')
                  .map((t) => (
                    <Tabs.Tab key={t.value} value={t.value}>
                      {t.label}
                    </Tabs.Tab>
                  ))}
              </Tabs.List>
              <Tabs.Panel value="settings">
                <VersionSettingsForm
                  key={v.updatedAt}
                  version={v}
                  companyId={versionRef.companyId}
                  disabled={!editable}
                />
              </Tabs.Panel>
              <Tabs.Panel value="proposal-form">
                <ProposalFormTab versionRef={versionRef} readOnly={!editable} />
              </Tabs.Panel>
              <Tabs.Panel value="property-formulas">
                <PropertyFormulasTab versionRef={versionRef} editable={editable} />
              </Tabs.Panel>
              <Tabs.Panel value="underwriting-formulas">
                <UnderwritingFormulasTab versionRef={versionRef} editable={editable} />
              </Tabs.Panel>
              <Tabs.Panel value="rules">
                <RulesTab versionRef={versionRef} editable={editable} />
              </Tabs.Panel>
              <Tabs.Panel value="datasets">
                <DatasetsTab versionRef={versionRef} editable={editable} />
              </Tabs.Panel>
              <Tabs.Panel value="tests">
                <TestRunsTab versionRef={versionRef} editable={editable} canRun={editable} />
              </Tabs.Panel>
              {v.status === 'draft' && (
                <Tabs.Panel value="impact">
                  <ImpactTestTab versionRef={versionRef} canRun={canEdit} />
                </Tabs.Panel>
              )}
            </Tabs>
          </Stack>
        );
      }}
    </QueryState>
  );
}
