import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import type { TagChip, TemplateTagging } from '../collaboration/index.ts';
import {
  documentTemplateTags,
  documentTemplates,
} from '../collaboration/document-templates.tables.ts';
import { companyTags } from './tags.tables.ts';

/** The company's tags on these templates, by template, ordered by name (decision 226). */
export async function templateTagChips(
  db: Executor,
  companyId: number,
  templateIds: number[],
): Promise<Map<number, TagChip[]>> {
  const byTemplate = new Map<number, TagChip[]>();
  if (templateIds.length === 0) return byTemplate;
  const rows = await db
    .select({
      templateId: documentTemplateTags.templateId,
      id: companyTags.id,
      name: companyTags.name,
      colour: companyTags.colour,
    })
    .from(documentTemplateTags)
    .innerJoin(companyTags, eq(companyTags.id, documentTemplateTags.tagId))
    .where(
      and(
        inArray(documentTemplateTags.templateId, templateIds),
        eq(companyTags.companyId, companyId),
      ),
    )
    .orderBy(sql`lower(${companyTags.name})`, companyTags.id);
  for (const { templateId, ...chip } of rows)
    byTemplate.set(templateId, [...(byTemplate.get(templateId) ?? []), chip]);
  return byTemplate;
}

/** Replaces a template's tags. */
export async function setTemplateTags(
  db: Executor,
  templateId: number,
  tagIds: number[],
): Promise<void> {
  await db.delete(documentTemplateTags).where(eq(documentTemplateTags.templateId, templateId));
  if (tagIds.length)
    await db.insert(documentTemplateTags).values(tagIds.map((tagId) => ({ tagId, templateId })));
}

/** Which of these tag ids are the company's own. */
export async function ownTagIds(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companyTags.id })
    .from(companyTags)
    .where(and(eq(companyTags.companyId, companyId), inArray(companyTags.id, ids)));
  return rows.map((r) => r.id);
}

/** Templates carrying the company's tag (decision 226); another company's tag id keeps none. */
export function templateCarriesTag(companyId: number, tagId: number) {
  return sql`exists (select 1 from ${documentTemplateTags} dtt join ${companyTags} ct on ct.id = dtt.tag_id
    where dtt.template_id = ${documentTemplates.id} and dtt.tag_id = ${tagId}
    and ct.company_id = ${companyId})`;
}

export const templateTagging: TemplateTagging = {
  chips: templateTagChips,
  set: setTemplateTags,
  own: ownTagIds,
  carries: templateCarriesTag,
};
