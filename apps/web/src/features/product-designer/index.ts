/** The Product Designer and the proposal form renderer (docs/decisions/023-product-designer.md). */
export type { ProductDesignerProps } from './designer/product-designer.tsx';
/**
 * The designer (drag and drop, its editors) as a loader, never a static export: the risk page imports
 * this index for the renderer, and a static re-export would put the designer in the risk page's chunk
 * graph (decision 164).
 */
export const loadProductDesigner = () => import('./designer/product-designer.tsx');
export {
  ProposalFormRenderer,
  type ProposalFormRendererProps,
} from './renderer/proposal-form-renderer.tsx';
export { validateProposal, type ProposalErrors } from './renderer/validate-proposal.ts';
export { stripHiddenAnswers, type ProposalValue } from './renderer/visibility.ts';
export { initialProposal } from './renderer/proposal-defaults.ts';
export { formFromSchema } from './model/from-schema.ts';
export { formToSchema, type ProposalForm } from './model/to-schema.ts';
