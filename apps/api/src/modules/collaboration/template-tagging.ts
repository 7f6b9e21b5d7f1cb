import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';

export type TagChip = { id: number; name: string; colour: string };

/**
 * Company tags on document templates (decision 226). Tags come later in the module order, so the tags
 * module registers how templates are tagged (`registerTemplateTagging`), as decision 169 does for merge steps.
 */
export interface TemplateTagging {
  /** The company's tags on these templates, by template, ordered by name. */
  chips(db: Executor, companyId: number, templateIds: number[]): Promise<Map<number, TagChip[]>>;
  /** Replaces a template's tags. */
  set(db: Executor, templateId: number, tagIds: number[]): Promise<void>;
  /** Which of these tag ids are the company's own. */
  own(db: Executor, companyId: number, ids: number[]): Promise<number[]>;
  /** A condition on document_templates: carries the company's tag (another company's tag: none). */
  carries(companyId: number, tagId: number): SQL;
}

let registered: TemplateTagging | null = null;

export function registerTemplateTagging(tagging: TemplateTagging): void {
  registered = tagging;
}

export function templateTagging(): TemplateTagging {
  if (!registered) throw new Error('The tags module has not registered template tagging.');
  return registered;
}
