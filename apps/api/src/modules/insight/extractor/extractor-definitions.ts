import {
  extractorDefinition,
  Messages,
  type ExtractorDefinition,
  type ExtractorDefinitionBody,
  type ExtractorDefinitionDto,
  type ExtractorVersionDto,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import {
  definitionIdNamed,
  deleteDefinition,
  findDefinition,
  findDefinitions,
  insertDefinition,
  updateDefinition,
  versionsWithBoundPolicies,
  type DefinitionRow,
  type ExtractorVersionRow,
} from './extractor.repository.ts';

/** A stored definition read again through the schema, so defaults added later fill in. */
const present = (row: DefinitionRow): ExtractorDefinitionDto => ({
  id: row.id,
  name: row.name,
  definition: extractorDefinition.parse(row.definition),
  updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
});

/** The company's saved extractor definitions (decision 208). */
export async function listExtractorDefinitions(ctx: AppContext, scope: CompanyScope) {
  return { data: (await findDefinitions(ctx.db, scope.id)).map(present) };
}

/**
 * The top-level questions of a version's form: the key and its title (else the key), by label — jsonb keeps
 * no key order, so the form's order is not stored to follow.
 */
function questionsOf(formSchema: unknown): { key: string; label: string }[] {
  const properties = (formSchema as { properties?: unknown } | null)?.properties;
  if (!properties || typeof properties !== 'object') return [];
  return Object.entries(properties as Record<string, unknown>)
    .map(([key, field]) => {
      const title = (field as { title?: unknown } | null)?.title;
      return { key, label: typeof title === 'string' && title.trim() ? title.trim() : key };
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
}

const presentVersion = (v: ExtractorVersionRow): ExtractorVersionDto => ({
  id: v.id,
  product: v.product,
  versionNumber: v.version_number,
  questions: questionsOf(v.form_schema),
});

/** The product versions the company has bound policies on, with their questions (the answers' picker). */
export async function listExtractorVersions(ctx: AppContext, scope: CompanyScope) {
  const rows = await versionsWithBoundPolicies(ctx.database, scope.refCompanyTypeId, scope.id);
  return { data: rows.map(presentVersion) };
}

/**
 * Checks a definition's answers: the version has bound policies the company sees, and each answer is one
 * of its form's questions (422 under `productVersionId` / `answers.n`). The version with its questions.
 */
export async function checkAnswers(
  ctx: AppContext,
  scope: CompanyScope,
  d: Pick<ExtractorDefinition, 'productVersionId' | 'answers'>,
): Promise<ExtractorVersionDto | null> {
  if (d.productVersionId === null) return null;
  const [row] = await versionsWithBoundPolicies(
    ctx.database,
    scope.refCompanyTypeId,
    scope.id,
    d.productVersionId,
  );
  if (!row) throw fieldError('productVersionId', Messages.extractorUnknownVersion);
  const version = presentVersion(row);
  const keys = new Set(version.questions.map((q) => q.key));
  const errors: Record<string, string[]> = {};
  d.answers.forEach((a, i) => {
    if (!keys.has(a)) errors[`answers.${i}`] = [Messages.extractorUnknownQuestion];
  });
  if (Object.keys(errors).length) throw new AppError('VALIDATION', { errors });
  return version;
}

/** Saves a new definition (id null) or replaces one; names are unique in the company. */
export async function saveExtractorDefinition(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number | null,
  body: ExtractorDefinitionBody,
): Promise<ExtractorDefinitionDto> {
  await checkAnswers(ctx, scope, body.definition);
  try {
    return await inTransaction(ctx, async (tx) => {
      const before = id === null ? null : await findDefinition(tx, scope.id, id);
      if (id !== null && !before) throw new AppError('NOT_FOUND');
      const same = await definitionIdNamed(tx, scope.id, body.name);
      if (same !== undefined && same !== id) throw fieldError('name', Messages.nameInUse);
      const values = { name: body.name, definition: body.definition };
      const row = before
        ? await updateDefinition(tx, before.id, values)
        : await insertDefinition(tx, {
            companyId: scope.id,
            createdByUserId: actor.user.id,
            ...values,
          });
      await recordEvent(tx, {
        entityType: 'extractor_report_definition',
        entityId: row.id,
        action: before ? 'updated' : 'created',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: before ?? undefined,
        after: row,
      });
      return present(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'extractor_report_definitions_name_unique'))
      throw fieldError('name', Messages.nameInUse);
    throw error;
  }
}

/** Deletes a definition of the company. */
export async function deleteExtractorDefinition(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await findDefinition(tx, scope.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    await deleteDefinition(tx, row.id);
    await recordEvent(tx, {
      entityType: 'extractor_report_definition',
      entityId: row.id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: row,
    });
  });
}
