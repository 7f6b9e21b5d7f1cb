// The risk.* notification recipes (events contract of decision 090) and a referral end to end.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiskPackageDto } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import type { DomainEvent } from '../../platform/context.ts';
import { notifyFromEvent } from '../notifications/index.ts';
import { storedNotifications } from '../notifications/notifications.test-support.ts';
import { productVersions } from '../products/products.tables.ts';
import { piReferProposal, riskPaths, riskWorld, type RiskWorld } from './risks.test-support.ts';

let server: TestServer;
let world: RiskWorld;
beforeAll(async () => {
  server = await startTestServer();
  world = await riskWorld(server);
});
afterAll(async () => server.close());

const event = (
  type: string,
  userId: number,
  companyId: number,
  data: Record<string, unknown> = {},
): DomainEvent => ({
  type,
  companyId,
  actorUserId: null,
  userIds: [userId],
  data: { riskPackageId: 42, reference: 'MER-202611-000012', frontendUrl: '/risks/42', ...data },
});

describe('risk notification recipes', () => {
  it('words every risk event with the reference and links to the risk', async () => {
    const user = world.broker.admin.id;
    const company = world.broker.company.id;
    const wording: Record<string, string> = {
      'risk.submitted': 'Risk submitted: MER-202611-000012',
      'risk.quoted': 'Quote issued for MER-202611-000012',
      'risk.referred': 'Risk referred: MER-202611-000012: Turnover over $10m; Claims history',
      'risk.declined': 'Risk declined: MER-202611-000012',
      'risk.approval_requested': 'Approval requested for MER-202611-000012',
      'risk.approved': 'Approval given for MER-202611-000012',
      'risk.approval_denied': 'Approval denied for MER-202611-000012',
      'risk.bound': 'Policy bound for MER-202611-000012',
      'risk.assigned': 'You were assigned to MER-202611-000012',
      'risk.message': 'New message on MER-202611-000012',
      'risk.client_done': 'The client completed the proposal for MER-202611-000012',
    };
    for (const type of Object.keys(wording)) {
      const reasons =
        type === 'risk.referred' ? { reasons: ['Turnover over $10m', 'Claims history', 42] } : {};
      expect(await notifyFromEvent(server.ctx, event(type, user, company, reasons))).toHaveLength(
        1,
      );
    }
    const rows = (await storedNotifications(server.ctx, user)).filter((n) =>
      n.type.startsWith('risk.'),
    );
    expect(Object.fromEntries(rows.map((r) => [r.type, r.data.message]))).toEqual(wording);
    expect(rows.every((r) => r.data.frontendUrl === '/risks/42' && r.companyId === company)).toBe(
      true,
    );
  });

  it('never links off-site and falls back to the package page', async () => {
    const user = world.otherBroker.admin.id;
    await notifyFromEvent(
      server.ctx,
      event('risk.quoted', user, world.otherBroker.company.id, { frontendUrl: '//evil.example/x' }),
    );
    await notifyFromEvent(
      server.ctx,
      event('risk.quoted', user, world.otherBroker.company.id, {
        frontendUrl: 'https://evil.example',
        reference: '',
      }),
    );
    const rows = await storedNotifications(server.ctx, user);
    expect(rows.map((r) => [r.data.frontendUrl, r.data.message])).toEqual([
      ['/risks/42', 'Quote issued for MER-202611-000012'],
      ['/risks/42', 'Quote issued for a risk'],
    ]);
  });

  it('a referred risk notifies the underwriter it is assigned to in the underwriting company, nobody else', async () => {
    await server.ctx.db
      .update(productVersions)
      .set({ autoAssignUnderwriterOnReferral: true })
      .where(eq(productVersions.productId, world.products.mainProductId));
    try {
      const paths = riskPaths(world.broker.company.id);
      const created = await world.broker.client.post<RiskPackageDto>(paths.risks, {
        productPackageId: world.productPackageId,
        insured: { name: 'Span Structural Engineers' },
      });
      expect(created.status).toBe(201);
      const pkg = created.body;
      expect(
        (
          await world.broker.client.put(paths.proposal(pkg.id, pkg.risks[0]!.id), {
            proposal: piReferProposal,
          })
        ).status,
      ).toBe(200);
      const submitted = await world.broker.client.post<RiskPackageDto>(
        paths.action(pkg.id, pkg.risks[0]!.id, 'submit'),
        {},
      );
      expect(submitted.status).toBe(200);
      const toUnderwriter = (
        await storedNotifications(server.ctx, world.underwriter.admin.id)
      ).filter((n) => n.data.frontendUrl === `/risks/${pkg.id}`);
      expect(toUnderwriter.map((n) => [n.type, n.companyId, n.data.message])).toContainEqual([
        'risk.assigned',
        world.underwriter.company.id,
        `You were assigned to ${pkg.reference}`,
      ]);
      // Nobody outside the risk hears of it.
      expect(
        (await storedNotifications(server.ctx, world.otherUnderwriter.admin.id)).some(
          (n) => n.data.frontendUrl === `/risks/${pkg.id}`,
        ),
      ).toBe(false);
    } finally {
      await server.ctx.db
        .update(productVersions)
        .set({ autoAssignUnderwriterOnReferral: false })
        .where(eq(productVersions.productId, world.products.mainProductId));
    }
  });
});
