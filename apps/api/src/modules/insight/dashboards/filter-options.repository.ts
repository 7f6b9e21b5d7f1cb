import type { WidgetFilterOptionsDto } from '@turbine/domain';
import type { Database } from '../../../platform/db/client.ts';
import { partyCondition } from '../../risks/index.ts';

type Option = { id: number; name: string };

/**
 * The choices of a widget's §3 filters: the brokerages, products, risk codes, assigned underwriters and
 * underwriting companies of the transactions the company may see (nothing of anyone else's business).
 */
export async function widgetFilterOptions(
  db: Database,
  companyId: number,
  companyType: number,
): Promise<WidgetFilterOptionsDto> {
  const scope = partyCondition(companyType, 't', '$1');
  const list = (name: string, text: string) =>
    db.queryRows<Option>(`widget_options_${name}_${companyType}`, text, [companyId]);
  const [brokerages, products, riskCodes, underwriters, underwritingCompanies, productSubClasses] =
    await Promise.all([
      list(
        'brokerages',
        `select c.id, c.name from companies c where c.id in (select t.broker_company_id from risk_transactions t where ${scope}) order by c.name limit 500`,
      ),
      list(
        'products',
        `select pr.id, pr.name from products pr where pr.id in (select r.product_id from risk_transactions t join risks r on r.id = t.risk_id where ${scope}) order by pr.name limit 500`,
      ),
      list(
        'risk_codes',
        `select rc.id, rc.code || coalesce(' ' || rc.description, '') as name from risk_codes rc where rc.id in (select src.risk_code_id from risk_transactions t join risks r on r.id = t.risk_id join section_risk_codes src on src.section_id = r.agreement_section_id where ${scope}) order by rc.code limit 500`,
      ),
      list(
        'underwriters',
        `select u.id, u.name from users u where u.id in (select p.assigned_underwriter_id from risk_transactions t join risk_packages p on p.id = t.risk_package_id where ${scope}) order by u.name limit 500`,
      ),
      list(
        'underwriting_companies',
        `select c.id, c.name from companies c where c.id in (select t.underwriter_company_id from risk_transactions t where ${scope}) order by c.name limit 500`,
      ),
      // The company's own sub-classes (an agency's; none for other types), under their class's name.
      list(
        'product_sub_classes',
        `select s.id, (array['Professional Indemnity', 'Liability', 'Motor', 'Property'])[s.product_class] || ' › ' || s.name as name from product_sub_classes s where s.company_id = $1 order by s.product_class, lower(s.name) limit 500`,
      ),
    ]);
  return {
    brokerages,
    products,
    riskCodes,
    underwriters,
    underwritingCompanies,
    productSubClasses,
  };
}
