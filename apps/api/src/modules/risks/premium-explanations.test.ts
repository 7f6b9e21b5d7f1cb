import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { TransactionStatus, type RiskPackageDto } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { piQuoteProposal, riskPaths, riskWorld, type RiskWorld } from './risks.test-support.ts';

let server: TestServer;
let w: RiskWorld;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await riskWorld(server);
});
afterAll(async () => server.close());

/** A broker's PI package, submitted and quoted. */
async function quoted(): Promise<RiskPackageDto> {
  const bp = riskPaths(w.broker.company.id);
  const created = await w.broker.client.post<RiskPackageDto>(bp.risks, {
    productPackageId: w.productPackageId,
    insured: { name: 'Ledger & Co' },
    addOnProductIds: [],
  });
  const pkg = created.body;
  const riskId = pkg.risks[0]!.id;
  await w.broker.client.put(bp.proposal(pkg.id, riskId), { proposal: piQuoteProposal });
  const res = await w.broker.client.post<RiskPackageDto>(bp.action(pkg.id, riskId, 'submit'), {});
  expect(res.body.risks[0]!.current.status).toBe(TransactionStatus.Quoted);
  return res.body;
}

describe('premium explanations (decision 198)', () => {
  it('explains every premium line with its formula and inputs; the figures add up to the line', async () => {
    const pkg = await quoted();
    const res = await w.underwriter.client.get<RiskPackageDto>(
      riskPaths(w.underwriter.company.id).pkg(pkg.id),
    );
    expect(res.status).toBe(200);
    const txn = res.body.risks[0]!.current;
    const p = txn.premium!;
    const lines = txn.premiumExplanations;
    expect(lines.map((l) => l.line)).toEqual([
      'base',
      'otherCharges',
      'discountCharges',
      'gross',
      'fees',
      'commission',
      'net',
      ...p.taxLines.filter((t) => lines.some((l) => l.line === t.name)).map((t) => t.name),
      'taxes',
      'total',
    ]);
    const line = (name: string) => lines.find((l) => l.line === name)!;
    // Each line's amount is the breakdown's own figure.
    expect(line('base').amount).toBe(p.base);
    expect(line('gross').amount).toBe(p.gross);
    expect(line('commission').amount).toBe(p.commission);
    expect(line('total').amount).toBe(p.total);
    // Gross: the formula and its three inputs, titled as the breakdown titles them, summing to it.
    expect(line('gross')).toMatchObject({
      title: 'Gross premium',
      expression: 'base + otherCharges - discountCharges',
      inputs: [
        { name: 'base', title: 'Base premium', value: p.base },
        { name: 'otherCharges', title: 'Other charges', value: p.otherCharges },
        { name: 'discountCharges', title: 'Discounts', value: p.discountCharges },
      ],
    });
    expect(new Decimal(p.base).plus(p.otherCharges).minus(p.discountCharges).toFixed(2)).toBe(
      p.gross,
    );
    expect(line('commission').expression).toContain('gross *');
    expect(line('commission').note).toBe('rounded half-up to cents');
    const total = line('total').inputs.map((i) => [i.title, i.value]);
    expect(total).toEqual([
      ['Gross premium', p.gross],
      ['Fees', p.fees],
      ['Taxes', p.taxes],
    ]);
    // The underwriter sees the base premium's own formula and what it read.
    expect(line('base').expression).not.toBe('');
    expect(line('base').inputs.length).toBeGreaterThan(0);
  });

  it('shows a broker the arithmetic but not the base premium’s formula; another company sees nothing', async () => {
    const pkg = await quoted();
    const uw = (
      await w.underwriter.client.get<RiskPackageDto>(
        riskPaths(w.underwriter.company.id).pkg(pkg.id),
      )
    ).body.risks[0]!.current.premiumExplanations;
    const broker = (
      await w.broker.client.get<RiskPackageDto>(riskPaths(w.broker.company.id).pkg(pkg.id))
    ).body.risks[0]!.current.premiumExplanations;
    const base = broker.find((l) => l.line === 'base')!;
    expect(base.inputs).toEqual([]);
    expect(base.expression).not.toBe(uw.find((l) => l.line === 'base')!.expression);
    expect(broker.filter((l) => l.line !== 'base')).toEqual(uw.filter((l) => l.line !== 'base'));
    const other = await w.otherBroker.client.get(riskPaths(w.otherBroker.company.id).pkg(pkg.id));
    expect(other.status).toBe(404);
    const otherUw = await w.otherUnderwriter.client.get(
      riskPaths(w.otherUnderwriter.company.id).pkg(pkg.id),
    );
    expect(otherUw.status).toBe(404);
  });
});
