import {
  applyVersionAction,
  authorisedUnderwriterBody,
  CompanyType,
  AuthorityVisibility,
  bindingAgreementBody,
  riskCodeBody,
  sectionBody,
  syndicateBody,
} from '@turbine/domain';
import type { Executor } from '../platform/db/client.ts';
import {
  insertNextPeriod,
  saveAgreementRow,
  updatePeriodRow,
  type AgreementRow,
  type PeriodRow,
} from '../modules/authority/agreements.repository.ts';
import { assertVersionAllowed, versionStateOf } from '../modules/authority/authority.policy.ts';
import { companyTypeOf, isCompanyUser } from '../modules/authority/lookups.repository.ts';
import {
  saveSectionRows,
  saveUnderwriterRow,
} from '../modules/authority/period-contents.repository.ts';
import { loadPeriodContents } from '../modules/authority/period-detail.repository.ts';
import { missingForPublishing } from '../modules/authority/period-publishing.service.ts';
import {
  replaceReinsurancePeriods,
  saveRiskCodeRow,
} from '../modules/authority/risk-codes.repository.ts';
import { insertSyndicate, type SyndicateRow } from '../modules/authority/syndicates.repository.ts';
import { todayIn } from '../modules/products/rating-version.ts';
import { accepted } from './demo-versions.ts';

export interface DemoAuthorityInput {
  companyId: number;
  /** Pacific Mutual Insurance, the managing insurer of the binder. */
  insurerId: number;
  /** The demo underwriter user, authorised under the live period. */
  underwriterUserId: number;
  /** A senior underwriter (authority level 1) who approves what the demo underwriter refers for approval. */
  approverUserId?: number;
  /** The main product's code, which the section's risk code covers. */
  productCodeId: number;
}

/** The calendar year in Sydney, so the binder is valid "this year" wherever the server runs. */
const currentYear = () => todayIn('Australia/Sydney').slice(0, 4);

async function seedSyndicates(
  tx: Executor,
  companyId: number,
): Promise<[SyndicateRow, SyndicateRow]> {
  const harbour = await insertSyndicate(
    tx,
    companyId,
    accepted(
      syndicateBody,
      {
        name: 'Harbour Line Syndicate',
        code: 'HLS 4471',
        description: 'Lead capacity for professional lines',
      },
      'syndicate',
    ),
  );
  const star = await insertSyndicate(
    tx,
    companyId,
    accepted(
      syndicateBody,
      { name: 'Southern Star Syndicate', code: 'SSS 5820', description: 'Following capacity' },
      'syndicate',
    ),
  );
  return [harbour, star];
}

/** Risk code E7 (professional indemnity, non-US) with this year's reinsurance split 60/40. */
async function seedRiskCode(
  tx: Executor,
  companyId: number,
  [lead, follow]: [SyndicateRow, SyndicateRow],
  year: string,
): Promise<number> {
  const period = (syndicateId: number, capacity: string) => ({
    syndicateId,
    dateFrom: `${year}-01-01`,
    dateTo: `${year}-12-31`,
    capacityProviderPercentage: capacity,
    grossPremiumCommissionPercentage: '7.5',
  });
  const body = accepted(
    riskCodeBody,
    {
      code: 'E7',
      description: 'Professional indemnity (non-US)',
      reinsurancePeriods: [period(lead.id, '60'), period(follow.id, '40')],
    },
    'risk code',
  );
  const row = await saveRiskCodeRow(tx, companyId, null, {
    code: body.code,
    description: body.description,
  });
  await replaceReinsurancePeriods(tx, companyId, row.id, body.reinsurancePeriods);
  return row.id;
}

/** Fills period 1 (authorised underwriter, one section with 60/40 quota shares) as the period editor's saves would. */
async function fillPeriod(
  tx: Executor,
  input: DemoAuthorityInput,
  period: PeriodRow,
  syndicates: [SyndicateRow, SyndicateRow],
  riskCodeId: number,
): Promise<void> {
  // §3: an authorised underwriter must be one of the company's own users.
  if (!(await isCompanyUser(tx, input.companyId, input.underwriterUserId)))
    throw new Error('The demo underwriter holds no role in the demo agency.');
  const underwriter = accepted(
    authorisedUnderwriterBody,
    {
      userId: input.underwriterUserId,
      authorityLevel: 3,
      maximumBackdateDays: 30,
      maximumDiscountPercentage: '10',
    },
    'authorised underwriter',
  );
  await saveUnderwriterRow(tx, input.companyId, period.id, null, underwriter);
  if (input.approverUserId !== undefined) {
    if (!(await isCompanyUser(tx, input.companyId, input.approverUserId)))
      throw new Error('The demo approver holds no role in the demo agency.');
    const approver = accepted(
      authorisedUnderwriterBody,
      {
        userId: input.approverUserId,
        authorityLevel: 1,
        maximumBackdateDays: 60,
        maximumDiscountPercentage: '20',
      },
      'approving underwriter',
    );
    await saveUnderwriterRow(tx, input.companyId, period.id, null, approver);
  }
  const section = accepted(
    sectionBody,
    {
      name: 'Professional Indemnity',
      minimumLimit: '1000000',
      maximumLimit: '5000000',
      coverholderCommissionAmount: '25000',
      claimsHandlingAmount: '5000',
      reinsuranceBrokerageCommissionAmount: '2500',
      reinsuranceBrokerageCommissionIncurred: '0',
      maximumPremiumLimit: '250000',
      notifiablePremiumLimitPercentage: '80',
      exchangeCommissionPercentage: '2.5',
      quotaShares: [
        { syndicateId: syndicates[0].id, sharePercentage: '60' },
        { syndicateId: syndicates[1].id, sharePercentage: '40' },
      ],
      riskCodes: [
        { riskCodeId, productCodeIds: [input.productCodeId], prerequisiteProductCodeIds: [] },
      ],
    },
    'section',
  );
  await saveSectionRows(tx, input.companyId, period.id, null, section);
}

/** publishPeriod's checks and state change (authority/period-publishing.service.ts) for a seed with no HTTP actor. */
async function publishPeriod(tx: Executor, period: PeriodRow): Promise<void> {
  assertVersionAllowed(period, 'publish');
  const missing = missingForPublishing(await loadPeriodContents(tx, period.id));
  if (Object.keys(missing).length)
    throw new Error(`Demo binding agreement period would not publish: ${JSON.stringify(missing)}`);
  await updatePeriodRow(tx, period.id, {
    status: applyVersionAction(versionStateOf(period), 'publish').status,
  });
}

/** This year's binder with the managing insurer, which must be an insurer company (§3), as the API checks. */
async function seedAgreement(
  tx: Executor,
  input: DemoAuthorityInput,
  year: string,
): Promise<AgreementRow> {
  if ((await companyTypeOf(tx, input.insurerId)) !== CompanyType.Insurer)
    throw new Error('The demo managing insurer is not an insurer.');
  return saveAgreementRow(
    tx,
    input.companyId,
    null,
    accepted(
      bindingAgreementBody,
      {
        name: `Meridian Professional Lines Binder ${year}`,
        managingInsuranceCompanyId: input.insurerId,
        currencyType: 'aud',
        timezone: 'Australia/Sydney',
        uniqueMarketReference: `B0999MER${year}PL`,
        agreementNumber: `MER-BA-${year}-01`,
        validFrom: `${year}-01-01`,
        validTo: `${year}-12-31`,
      },
      'binding agreement',
    ),
  );
}

/**
 * Syndicates, a risk code with reinsurance, and this year's binding agreement with Pacific Mutual
 * Insurance whose period 1 is live: the authority an underwriter binds the demo products under.
 */
export async function seedDemoAuthority(tx: Executor, input: DemoAuthorityInput): Promise<void> {
  const year = currentYear();
  const syndicates = await seedSyndicates(tx, input.companyId);
  const riskCodeId = await seedRiskCode(tx, input.companyId, syndicates, year);
  const agreement = await seedAgreement(tx, input, year);
  const draft = await insertNextPeriod(
    tx,
    input.companyId,
    agreement.id,
    AuthorityVisibility.Public,
  );
  await fillPeriod(tx, input, draft, syndicates, riskCodeId);
  // Each content edit counts as a save of the period (§4), which is what lets it be published.
  const saved = await updatePeriodRow(tx, draft.id, {
    savedOnce: applyVersionAction(versionStateOf(draft), 'edit').savedOnce,
  });
  await publishPeriod(tx, saved);
}
