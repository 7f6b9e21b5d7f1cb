import { ProductsFrame } from '../../products/index.ts';
import { CompanyDatasetsPanel } from '../components/company-datasets-panel.tsx';

/** §2 "Datasets and Custom Datasets": the company's lookup tables (decision 061). */
export function DatasetsPage() {
  return (
    <ProductsFrame
      title="Datasets"
      description="Lookup tables every product version of the company can use in formulas. A version's own (custom) dataset of the same name takes precedence."
    >
      {({ companyId, canEdit }) => <CompanyDatasetsPanel companyId={companyId} canEdit={canEdit} />}
    </ProductsFrame>
  );
}
