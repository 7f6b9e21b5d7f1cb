import Decimal from 'decimal.js';
import type { BinderUtilisationDto } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import type { CompanyScope } from '../../../platform/http/guard.ts';
import { agreementVisible, sectionUtilisation } from './binder-utilisation.repository.ts';

/**
 * GET /companies/{companyId}/binding-agreements/{agreementId}/utilisation (decision 190): each in-force
 * section's written premium against its maximum premium limit and the notifiable part of it, in decimal.
 * 404 for a company that is neither the agreement's agency nor its managing insurer.
 */
export async function binderUtilisation(
  ctx: AppContext,
  scope: CompanyScope,
  agreementId: number,
): Promise<BinderUtilisationDto> {
  const agreement = await agreementVisible(ctx.database, agreementId, scope.id);
  if (!agreement) throw new AppError('NOT_FOUND');
  const rows = await sectionUtilisation(ctx.database, agreementId, scope.id);
  return {
    agreementId,
    currency: agreement.currency,
    sections: rows.map((r) => {
      const written = new Decimal(r.written);
      const max = r.maximum_premium_limit === null ? null : new Decimal(r.maximum_premium_limit);
      const notifiable =
        max && r.notifiable_percentage !== null
          ? max.times(r.notifiable_percentage).div(100).toDecimalPlaces(2)
          : null;
      return {
        sectionId: r.section_id,
        name: r.name,
        periodVersion: r.period_version,
        policies: r.policies,
        writtenPremium: written.toFixed(2),
        maximumPremiumLimit: max?.toFixed(2) ?? null,
        notifiableLimit: notifiable?.toFixed(2) ?? null,
        utilisationPercent: max && !max.isZero() ? written.div(max).times(100).toFixed(1) : null,
        notifiableReached: notifiable !== null && written.gte(notifiable),
        maximumReached: max !== null && written.gte(max),
      };
    }),
  };
}
