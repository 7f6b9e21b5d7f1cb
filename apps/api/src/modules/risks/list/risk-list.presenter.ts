import type { RiskListRow, TransactionStatus, TransactionType } from '@turbine/domain';
import type { RiskListRecord } from './risk-list.repository.ts';

/** A list row as the web reads it; brokers lose the assigned underwriter where the product hides it (§6). */
export function presentRiskListRow(r: RiskListRecord): RiskListRow {
  // A package without a main risk has no product to ask: a broker is then shown no underwriter (the safe side).
  const hidden = r.viewer_is_broker && r.hide_underwriter !== false;
  return {
    id: r.id,
    reference: r.reference,
    insuredName: r.insured_name,
    brokerCompany: { id: r.broker_company_id, name: r.broker_name },
    underwriterCompany: { id: r.underwriter_company_id, name: r.underwriter_name },
    productPackage: { id: r.product_package_id, name: r.package_name },
    status: r.status as TransactionStatus,
    transactionType: r.transaction_type as TransactionType,
    // Custom underwriting statuses are the underwriting company's workflow, not the broker's (decision 090).
    underwritingStatus:
      r.viewer_is_broker || r.underwriting_status_id === null
        ? null
        : {
            id: r.underwriting_status_id,
            name: r.underwriting_status_name!,
            colour: r.underwriting_status_colour!,
          },
    assignedUnderwriter:
      hidden || r.assigned_underwriter_id === null
        ? null
        : { id: r.assigned_underwriter_id, name: r.assigned_underwriter_name! },
    referredToTeam: r.referred_to_team,
    inceptionDate: r.inception_date,
    expiryDate: r.expiry_date,
    totalPremium: r.total_premium,
    packageTotalPremium: r.package_total_premium,
    addOnsPremium: r.add_ons_premium,
    currency: r.currency,
    boundAt: r.bound_at === null ? null : Math.floor(r.bound_at),
    importedAt: r.imported_at === null ? null : Math.floor(r.imported_at),
    updatedAt: Math.floor(r.updated_at),
  };
}
