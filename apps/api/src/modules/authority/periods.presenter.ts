import type { AgreementPeriodDto, SectionDto } from '@turbine/domain';
import type { PeriodRow } from './agreements.repository.ts';
import { presentVersionSummary } from './agreements.presenter.ts';
import {
  presentMoney,
  presentMoneyOrNull,
  presentPercentage,
  presentPercentageOrNull,
} from './authority.presenter-helpers.ts';
import type { PeriodContents, SectionRow } from './period-detail.repository.ts';

/** §3 Section with its quota share syndicates and risk codes. */
export function presentSection(
  s: SectionRow,
  contents: Pick<PeriodContents, 'shares' | 'codes'>,
): SectionDto {
  return {
    id: s.id,
    name: s.name,
    minimumLimit: presentMoney(s.minimumLimit),
    maximumLimit: presentMoney(s.maximumLimit),
    coverholderCommissionAmount: presentMoneyOrNull(s.coverholderCommissionAmount),
    claimsHandlingAmount: presentMoneyOrNull(s.claimsHandlingAmount),
    reinsuranceBrokerageCommissionAmount: presentMoneyOrNull(
      s.reinsuranceBrokerageCommissionAmount,
    ),
    reinsuranceBrokerageCommissionIncurred: presentMoneyOrNull(
      s.reinsuranceBrokerageCommissionIncurred,
    ),
    maximumPremiumLimit: presentMoneyOrNull(s.maximumPremiumLimit),
    notifiablePremiumLimitPercentage: presentPercentageOrNull(s.notifiablePremiumLimitPercentage),
    exchangeCommissionPercentage: presentPercentageOrNull(s.exchangeCommissionPercentage),
    quotaShares: contents.shares
      .filter((q) => q.share.sectionId === s.id)
      .map((q) => ({
        id: q.share.id,
        syndicateId: q.share.syndicateId,
        syndicate: q.syndicate,
        sharePercentage: presentPercentage(q.share.sharePercentage),
      })),
    riskCodes: contents.codes
      .filter((c) => c.link.sectionId === s.id)
      .map((c) => ({
        id: c.link.id,
        riskCodeId: c.link.riskCodeId,
        riskCode: c.riskCode,
        productCodeIds: c.link.productCodeIds,
        prerequisiteProductCodeIds: c.link.prerequisiteProductCodeIds,
      })),
  };
}

/** §3 Binding agreement period with its authorised underwriters, sections and section groups. */
export function presentPeriod(period: PeriodRow, contents: PeriodContents): AgreementPeriodDto {
  return {
    ...presentVersionSummary(period),
    bindingAgreementId: period.bindingAgreementId,
    authorisedUnderwriters: contents.underwriters.map(({ underwriter: u, user }) => ({
      id: u.id,
      userId: u.userId,
      name: user.name,
      email: user.email,
      authorityLevel: u.authorityLevel,
      maximumBackdateDays: u.maximumBackdateDays,
      maximumDiscountPercentage: presentPercentage(u.maximumDiscountPercentage),
    })),
    sections: contents.sections.map((s) => presentSection(s, contents)),
    sectionGroups: contents.groups.map((g) => ({
      id: g.id,
      name: g.name,
      description: g.description,
      sectionIds: contents.members.filter((m) => m.groupId === g.id).map((m) => m.sectionId),
    })),
  };
}
