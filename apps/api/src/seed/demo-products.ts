import { ProductClass, ProductRole } from '@turbine/domain';
import type { Executor } from '../platform/db/client.ts';
import { writePackage } from '../modules/products/packages.repository.ts';
import { insertProductCode } from '../modules/products/product-codes.repository.ts';
import { insertProduct } from '../modules/products/products.repository.ts';
import { insertChild } from '../modules/products/version-children.repository.ts';
import { insertVersion } from '../modules/products/versions.repository.ts';

const form = {
  type: 'object',
  required: ['businessName', 'profession', 'turnover', 'limitOfIndemnity'],
  properties: {
    businessName: { type: 'string', minLength: 1, maxLength: 120, 'x-turbine': { fieldType: 'text', label: 'Business name' } },
    profession: {
      type: 'string', enum: ['ACC', 'ENG', 'ARC'],
      'x-turbine': { fieldType: 'select', label: 'Profession', options: [{ value: 'ACC', label: 'Accountant' }, { value: 'ENG', label: 'Engineer' }, { value: 'ARC', label: 'Architect' }] },
    },
    turnover: { type: 'number', minimum: 0, maximum: 50000000, 'x-turbine': { fieldType: 'currency', label: 'Annual turnover', currency: 'aud' } },
    limitOfIndemnity: {
      type: 'number', enum: [1000000, 2000000, 5000000],
      'x-turbine': { fieldType: 'radio', label: 'Limit of indemnity', options: [{ value: 1000000, label: '$1m' }, { value: 2000000, label: '$2m' }, { value: 5000000, label: '$5m' }] },
    },
    hasClaims: { type: 'boolean', 'x-turbine': { fieldType: 'yesNo', label: 'Any claims in the last 5 years?' } },
    claims: {
      type: 'array', maxItems: 10,
      items: { type: 'object', required: ['amount'], properties: { amount: { type: 'number', minimum: 0, 'x-turbine': { fieldType: 'currency', label: 'Amount' } } } },
      'x-turbine': { fieldType: 'repeatingGroup', label: 'Claims', visibleWhen: { field: 'hasClaims', equals: true } },
    },
  },
  allOf: [{ if: { properties: { hasClaims: { const: true } }, required: ['hasClaims'] }, then: { required: ['claims'] } }],
};

const formula = (name: string, title: string, text: string, extra: Record<string, unknown> = {}) => ({
  name, title, formula: text, dataType: 'number', kind: 'standard', overridable: false, required: false, showOnPremiumSummary: false, showOnQuoteSummary: false, ...extra,
});

/**
 * A published professional indemnity product for the demo underwriter: form, rating tables, property
 * formulas, a referral rule and a passing test case, in a package open to all brokers (decision 005).
 */
export async function seedDemoProducts(tx: Executor, companyId: number): Promise<void> {
  const code = await insertProductCode(tx, { companyId, code: 'PI-AU', description: 'Professional indemnity, Australia' });
  const product = await insertProduct(tx, { companyId, name: 'Professional Indemnity', description: 'For consulting professionals', productClass: ProductClass.ProfessionalIndemnity, offeringType: ProductRole.Main }, [code.id]);
  const premium = { commissionPercent: '20', fees: [{ name: 'policyFee', amount: '75' }], taxes: [{ name: 'GST', ratePercent: '10', base: 'grossAndFees' }] };
  const v = await insertVersion(tx, {
    companyId, productId: product.id, versionNumber: 1, status: 'live', savedOnce: true, publishedAt: new Date(), maxDiscountPercent: '10', authorityLevel: 5, premium, formSchema: form,
    formLayout: { sections: [{ title: 'Business', fields: ['businessName', 'profession', 'turnover', 'limitOfIndemnity'] }, { title: 'Claims', fields: ['hasClaims', 'claims'] }] },
  });
  const child = { companyId, versionId: v.id };
  await insertChild(tx, 'dataset', { ...child, name: 'professions', columns: ['code', 'rate'], rows: [['ACC', '0.008'], ['ENG', '0.011'], ['ARC', '0.012']] });
  await insertChild(tx, 'dataset', { ...child, name: 'limits', columns: ['limit', 'factor'], rows: [['1000000', '1'], ['2000000', '1.2'], ['5000000', '1.45']] });
  const formulas = [
    formula('rate', 'Base rate', 'LOOKUP("professions", "code", profession, "rate")'),
    formula('limitFactor', 'Limit factor', 'LOOKUP("limits", "limit", limitOfIndemnity, "factor")'),
    formula('basePremium', 'Base premium', 'ROUND(MAX(turnover * rate * limitFactor, 750), 2)', { dataType: 'currency', required: true, overridable: true, showOnPremiumSummary: true }),
    formula('stampDuty', 'Stamp duty', 'basePremium * 9%', { dataType: 'currency', kind: 'otherCharge', showOnPremiumSummary: true }),
  ];
  for (const [sortOrder, f] of formulas.entries()) await insertChild(tx, 'propertyFormula', { ...child, ...f, sortOrder });
  await insertChild(tx, 'rule', { ...child, name: 'Large turnover', condition: 'turnover > 10000000', outcome: 'refer', message: 'Turnover over $10m needs an underwriter', visibleToBroker: true });
  await insertChild(tx, 'testCase', {
    ...child, name: 'Accountant, $1m turnover, $2m limit',
    proposal: { businessName: 'Ledger & Co', profession: 'ACC', turnover: 1000000, limitOfIndemnity: 2000000 },
    context: { transactionType: 'newBusiness', inceptionDate: '2026-07-01' },
    expected: { premium: { base: '9600.00', otherCharges: '864.00', gross: '10464.00' }, decision: 'quote', rules: [] },
  });
  await writePackage(tx, null, {
    companyId, name: 'Consultants Package', description: 'Professional indemnity for consultants', productType: 'retail', riskReferenceFormat: 'MER-{yyyy}{mm}-{id:6}',
    targetCountry: 'AU', promotionalImageFileVersionId: null, mainProductId: product.id, brokerAccess: 'all',
  }, [], []);
}
