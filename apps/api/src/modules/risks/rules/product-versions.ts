import type { Executor } from '../../../platform/db/client.ts';
import { versionLiveAt, versionNumberOf, type VersionRef } from './product-versions.repository.ts';

/**
 * The version a risk must be exchanged to before quoting (§4): the version in force at its inception date
 * when that is newer than the pinned one, else null.
 */
export async function newerVersionFor(
  db: Executor,
  risk: { productId: number; productVersionId: number },
  inceptionDate: string,
): Promise<VersionRef | null> {
  const pinned = await versionNumberOf(db, risk.productVersionId);
  const live = await versionLiveAt(db, risk.productId, inceptionDate);
  if (!live || pinned === null || live.versionNumber <= pinned) return null;
  return live;
}

/** The proposal answers whose field the form still has (top-level properties of its JSON Schema). */
export function answersStillInForm(
  proposal: unknown,
  formSchema: unknown,
): Record<string, unknown> {
  const properties =
    isRecord(formSchema) && isRecord(formSchema.properties) ? formSchema.properties : {};
  if (!isRecord(proposal)) return {};
  return Object.fromEntries(
    Object.entries(proposal).filter(([name]) => Object.hasOwn(properties, name)),
  );
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
