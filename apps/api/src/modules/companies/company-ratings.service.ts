import {
  CompanyType,
  type CompanyRatingDetailDto,
  type CompanyRatingDto,
  type CompanyRatingGrade,
  type CompanyRatingKind,
  type CompanyRatingListQuery,
  type SetCompanyRatingBody,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  agencyBrokerageIds,
  companiesByIds,
  currentGrades,
  insertRatingChange,
  latestRatingChanges,
  lockRatingPair,
  ratingHistory,
  type RatingChangeRow,
} from './company-ratings.repository.ts';

/**
 * The client companies insured on an agency's risk packages (all of them, or only `clientId` when given).
 * The risks module provides it at registration: companies does not read risk tables (decision 169's way).
 */
export type AgencyClientSource = (
  db: Executor,
  agencyId: number,
  clientId?: number,
) => Promise<number[]>;
let clientSource: AgencyClientSource = async () => [];

/** Lets the risks module say which clients an agency has (decision 232). */
export function registerAgencyClientSource(source: AgencyClientSource): void {
  clientSource = source;
}

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const gradeOf = (v: string | null) => v as CompanyRatingGrade | null;

function requireAgency(scope: CompanyScope): void {
  if (scope.refCompanyTypeId !== CompanyType.Underwriter) throw new AppError('NOT_FOUND');
}

function present(
  company: { id: number; name: string },
  kind: CompanyRatingKind,
  latest: RatingChangeRow | undefined,
): CompanyRatingDto {
  const c = latest?.change;
  return {
    companyId: company.id,
    name: company.name,
    kind,
    grade: gradeOf(c?.grade ?? null),
    note: c?.note ?? null,
    ratedAt: c ? epoch(c.createdAt) : null,
    ratedBy: c?.changedByUserId ? { id: c.changedByUserId, name: latest!.userName ?? '' } : null,
  };
}

/** The brokerages and clients an agency may grade, with their current grade, by name. */
async function rateable(
  db: Executor,
  agencyId: number,
  q: CompanyRatingListQuery & { onlyId?: number },
): Promise<CompanyRatingDto[]> {
  const brokerIds = q.kind === 'client' ? [] : await agencyBrokerageIds(db, agencyId);
  const clientIds = q.kind === 'brokerage' ? [] : await clientSource(db, agencyId, q.onlyId);
  const only = (ids: number[]) => (q.onlyId ? ids.filter((id) => id === q.onlyId) : ids);
  const brokers = await companiesByIds(db, only(brokerIds), CompanyType.Broker, q.search);
  const clients = await companiesByIds(db, only(clientIds), CompanyType.Client, q.search);
  const latest = await latestRatingChanges(db, agencyId, [
    ...brokers.map((b) => b.id),
    ...clients.map((c) => c.id),
  ]);
  const byId = new Map(latest.map((r) => [r.change.ratedCompanyId, r]));
  return [
    ...brokers.map((b) => present(b, 'brokerage', byId.get(b.id))),
    ...clients.map((c) => present(c, 'client', byId.get(c.id))),
  ];
}

/** One rateable company with its history; a company the agency does not work with is 404. */
async function detailOf(
  db: Executor,
  agencyId: number,
  ratedId: number,
): Promise<CompanyRatingDetailDto> {
  const [one] = await rateable(db, agencyId, { onlyId: ratedId });
  if (!one) throw new AppError('NOT_FOUND');
  const history = await ratingHistory(db, agencyId, ratedId);
  return {
    ...one,
    history: history.map((r) => ({
      id: r.change.id,
      grade: gradeOf(r.change.grade),
      previousGrade: gradeOf(r.change.previousGrade),
      note: r.change.note,
      changedAt: epoch(r.change.createdAt),
      changedBy: r.change.changedByUserId
        ? { id: r.change.changedByUserId, name: r.userName ?? '' }
        : null,
    })),
  };
}

/** The agency's brokerages and clients with their grades (GET /companies/{id}/company-ratings). */
export async function listCompanyRatings(
  ctx: AppContext,
  scope: CompanyScope,
  q: CompanyRatingListQuery,
): Promise<{ data: CompanyRatingDto[] }> {
  requireAgency(scope);
  return { data: await rateable(ctx.db, scope.id, q) };
}

/** One company's grade and its full history (GET /companies/{id}/company-ratings/{ratedCompanyId}). */
export async function getCompanyRating(
  ctx: AppContext,
  scope: CompanyScope,
  ratedId: number,
): Promise<CompanyRatingDetailDto> {
  requireAgency(scope);
  return detailOf(ctx.db, scope.id, ratedId);
}

/**
 * Sets or clears a brokerage's or client's grade (PUT …/company-ratings/{ratedCompanyId}): appends a
 * change with the previous grade, the note and who made it, and audits it. Setting the grade it already
 * has with the same note changes nothing. New ratings read it; quotes already rated keep their premium.
 */
export async function setCompanyRating(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ratedId: number,
  body: SetCompanyRatingBody,
): Promise<CompanyRatingDetailDto> {
  requireAgency(scope);
  return inTransaction(ctx, async (tx) => {
    await lockRatingPair(tx, scope.id, ratedId);
    const before = await detailOf(tx, scope.id, ratedId);
    if (before.grade === body.grade && before.note === body.note) return before;
    await insertRatingChange(tx, {
      underwriterCompanyId: scope.id,
      ratedCompanyId: ratedId,
      grade: body.grade,
      previousGrade: before.grade,
      note: body.note,
      changedByUserId: actor.user.id,
    });
    await recordEvent(tx, {
      entityType: 'company',
      entityId: ratedId,
      action: 'company_rating_changed',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { grade: before.grade, note: before.note },
      after: { grade: body.grade, note: body.note },
    });
    return detailOf(tx, scope.id, ratedId);
  });
}

/**
 * The grades a rating reads (decision 232): the agency's current grade on the transaction's brokerage and
 * on the insured client company (undefined when none, so the formula sees blank).
 */
export async function companyGradesForRating(
  db: Executor,
  agencyId: number,
  brokerId: number,
  clientId: number | null,
): Promise<{ brokerRating?: CompanyRatingGrade; clientRating?: CompanyRatingGrade }> {
  const ids = clientId === null ? [brokerId] : [brokerId, clientId];
  const grades = await currentGrades(db, agencyId, ids);
  const broker = gradeOf(grades.get(brokerId) ?? null);
  const client = clientId === null ? null : gradeOf(grades.get(clientId) ?? null);
  return {
    ...(broker ? { brokerRating: broker } : {}),
    ...(client ? { clientRating: client } : {}),
  };
}
