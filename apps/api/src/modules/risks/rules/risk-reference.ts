import { renderReference } from '@turbine/domain';
import type { Executor } from '../../../platform/db/client.ts';
import { referenceTaken } from '../risks.repository.ts';

/** Attempts at a reference free in the underwriting company before giving up (random symbols may collide). */
const ATTEMPTS = 5;

/**
 * The package's reference from its product package's risk reference format (§5, §9 symbols): id = the
 * package id (so it is rendered after the insert, in the same transaction), insuredId, brokerageId and
 * the date in the risk's zone. References are unique per underwriting company; a format whose random part
 * collides is rendered again.
 */
export async function renderPackageReference(
  db: Executor,
  format: string,
  values: {
    packageId: number;
    underwriterCompanyId: number;
    insuredCompanyId: number | null;
    brokerCompanyId: number;
    date: string;
  },
): Promise<string> {
  let reference = '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    reference = renderReference(format, {
      id: values.packageId,
      insuredId: values.insuredCompanyId,
      brokerageId: values.brokerCompanyId,
      date: values.date,
    }).slice(0, 120);
    if (!(await referenceTaken(db, values.underwriterCompanyId, reference, values.packageId)))
      return reference;
  }
  // The format has a unique part (id, uuid or randstr are required), so this is only reached by a pathological format.
  return `${reference}-${values.packageId}`.slice(-120);
}
