import type { PartnerCompanyDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  addCompanyTag,
  companyTag,
  partnerCompanies,
  removeCompanyTag,
  tagsOnCompanies,
  partnerCompany,
} from './tags.repository.ts';
import { presentChip } from './tag-risk-package.ts';

async function present(
  db: Executor,
  scope: CompanyScope,
  rows: { id: number; name: string; refCompanyTypeId: number }[],
): Promise<PartnerCompanyDto[]> {
  const tags = await tagsOnCompanies(
    db,
    scope.id,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, tags: (tags.get(r.id) ?? []).map(presentChip) }));
}

/** The companies the company works with, each with its tags; `tagId` keeps those carrying that tag. */
export async function listPartnerCompanies(
  ctx: AppContext,
  scope: CompanyScope,
  query: { tagId?: number | undefined; search?: string | undefined },
): Promise<PartnerCompanyDto[]> {
  // Another company's tag id filters to nothing rather than revealing what it is on.
  if (query.tagId !== undefined && !(await companyTag(ctx.db, scope.id, query.tagId))) return [];
  return present(ctx.db, scope, await partnerCompanies(ctx.db, scope.id, query));
}

/** Puts (or takes off) one of the company's tags on a company it works with; answers that company. */
export async function setPartnerCompanyTag(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  partnerId: number,
  tagId: number,
  on: boolean,
): Promise<PartnerCompanyDto> {
  return inTransaction(ctx, async (tx) => {
    const tag = await companyTag(tx, scope.id, tagId);
    const partner = await partnerCompany(tx, scope.id, partnerId);
    if (!tag || !partner) throw new AppError('NOT_FOUND');
    const changed = on
      ? await addCompanyTag(tx, tag.id, partnerId)
      : await removeCompanyTag(tx, tag.id, partnerId);
    if (changed)
      await recordEvent(tx, {
        entityType: 'company',
        entityId: partnerId,
        action: on ? 'tagged' : 'untagged',
        actorUserId: actor.user.id,
        companyId: scope.id,
        after: { tagId: tag.id, name: tag.name },
      });
    return (await present(tx, scope, [partner]))[0]!;
  });
}
