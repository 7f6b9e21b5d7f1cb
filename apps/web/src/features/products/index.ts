/** What other features may use of products: the area frame and the dataset table editor (company datasets). */
export { ProductsFrame } from './components/products-frame.tsx';
export { DatasetGrid, type Grid } from './components/dataset-grid.tsx';
export { DatasetEditorModal, type DatasetSource } from './components/dataset-editor-modal.tsx';
export { CsvImportModal } from './components/csv-import-modal.tsx';
export { ReadOnlyAlert } from './components/read-only-alert.tsx';
export { productsPages } from './pages.ts';
export {
  ProductClassFilterSelect,
  type ProductClassFilter,
} from './components/product-class-filter-select.tsx';
export { useListProductSubClassesQuery } from './api/product-sub-classes-api.ts';
