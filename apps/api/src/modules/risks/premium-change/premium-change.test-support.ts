import { expect } from 'vitest';
import { TransactionStatus, type RiskPackageDto } from '@turbine/domain';
import { piQuoteProposal, riskPaths, type RiskWorld } from '../risks.test-support.ts';

type Version = { id: number; status: string; versionNumber: number };
type Formula = { id: number; name: string } & Record<string, unknown>;

/** The demo PI product's live version and a draft copy of it with some property formulas replaced. */
export async function piDraft(
  w: RiskWorld,
  formulas: Record<string, string>,
  rules: Record<string, string> = {},
) {
  const uw = w.underwriter.client;
  const product = `/companies/${w.underwriter.company.id}/products/${w.products.mainProductId}`;
  const versions = await uw.get<{ data: Version[] }>(`${product}/versions`);
  const live = versions.body.data.find((v) => v.status === 'live' || v.status === 'locked')!;
  const copy = await uw.post<Version>(`${product}/versions/${live.id}/copy`, {});
  expect(copy.status).toBe(201);
  const path = `${product}/versions/${copy.body.id}`;
  const list = await uw.get<{ data: Formula[] }>(`${path}/property-formulas`);
  for (const [name, formula] of Object.entries(formulas)) {
    const f = list.body.data.find((x) => x.name === name)!;
    const body = {
      name: f.name,
      title: f.title,
      dataType: f.dataType,
      formula,
      kind: f.kind,
      overridable: f.overridable,
      required: f.required,
      showOnPremiumSummary: f.showOnPremiumSummary,
      showOnQuoteSummary: f.showOnQuoteSummary,
    };
    const saved = await uw.put(`${path}/property-formulas/${f.id}`, body);
    expect(saved.status).toBe(200);
  }
  const ruleList = await uw.get<{ data: Formula[] }>(`${path}/rules`);
  for (const [name, condition] of Object.entries(rules)) {
    const r = ruleList.body.data.find((x) => x.name === name)!;
    const saved = await uw.put(`${path}/rules/${r.id}`, {
      name: r.name,
      condition,
      outcome: r.outcome,
      message: r.message,
      visibleToBroker: r.visibleToBroker,
    });
    expect(saved.status).toBe(200);
  }
  return { live, draft: copy.body, productPath: product, draftPath: path };
}

/** A broker's PI package (main risk only), submitted (quoted) and bound. */
export async function boundPi(w: RiskWorld, proposal: Record<string, unknown> = piQuoteProposal) {
  const bp = riskPaths(w.broker.company.id);
  const created = await w.broker.client.post<RiskPackageDto>(bp.risks, {
    productPackageId: w.productPackageId,
    insured: {
      name: String(proposal.businessName ?? 'Insured'),
      state: String(proposal.state ?? ''),
    },
    addOnProductIds: [],
  });
  const pkg = created.body;
  const riskId = pkg.risks[0]!.id;
  await w.broker.client.put(bp.proposal(pkg.id, riskId), { proposal });
  const quoted = await w.broker.client.post<RiskPackageDto>(
    bp.action(pkg.id, riskId, 'submit'),
    {},
  );
  expect(quoted.body.risks[0]!.current.status).toBe(TransactionStatus.Quoted);
  const bound = await w.broker.client.post<RiskPackageDto>(bp.action(pkg.id, riskId, 'bind'), {
    declarationConfirmed: true,
  });
  expect(bound.body.risks[0]!.current.status).toBe(TransactionStatus.Bound);
  return { pkg: bound.body, riskId };
}
