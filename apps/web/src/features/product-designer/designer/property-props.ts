import type { DesignerField } from '../model/form-model.ts';
import type { FieldProblems } from '../model/validate-design.ts';

/** What each part of the properties panel receives. */
export interface PropertyEditorProps {
  field: DesignerField;
  /** Fields beside it (top level, or the group's other children). */
  siblings: DesignerField[];
  problems: FieldProblems;
  onChange: (patch: Partial<DesignerField>) => void;
}

export const numberOrNull = (v: string | number): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

/** Monospace for identifier and pattern inputs only (not their labels). */
export const monoInput = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };
