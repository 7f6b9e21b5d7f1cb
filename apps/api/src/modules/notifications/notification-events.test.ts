// Domain events → notifications (decision 050): wording, recipients, company and defensive reading.
import { CompanyType } from '@turbine/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildCompany, buildUser } from '../../../test/factories.ts';
import type { DomainEvent } from '../../platform/context.ts';
import { notifyFromEvent } from './notification-events.ts';
import { recordDomainEvent, storedNotifications } from './notifications.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const event = (values: Partial<DomainEvent> & Pick<DomainEvent, 'type'>): DomainEvent => ({
  companyId: null,
  actorUserId: null,
  userIds: [],
  data: {},
  ...values,
});

describe('notifications from domain events', () => {
  it('invitation.accepted tells the inviter who accepted, in the company they share', async () => {
    const inviter = await buildUser(server.ctx);
    const invitee = await buildUser(server.ctx, { name: 'Nina New' });
    const company = await buildCompany(server.ctx, {
      name: 'Acme Brokers',
      admins: [inviter, invitee],
    });
    const created = await notifyFromEvent(
      server.ctx,
      event({
        type: 'invitation.accepted',
        companyId: company.id,
        actorUserId: invitee.id,
        userIds: [inviter.id, inviter.id],
        data: { invitationId: 9, userId: invitee.id },
      }),
    );
    expect(created).toHaveLength(1);
    const [row] = await storedNotifications(server.ctx, inviter.id);
    expect(row).toMatchObject({
      companyId: company.id,
      type: 'invitation.accepted',
      readAt: null,
      data: {
        message: 'Nina New accepted your invitation to Acme Brokers',
        frontendUrl: '/company/manage?tab=users',
      },
    });
  });

  it('is company-less for a recipient without a role in the company (a broker who invited a client admin)', async () => {
    const broker = await buildUser(server.ctx);
    const brokerage = await buildCompany(server.ctx, { admins: [broker] });
    const client = await buildCompany(server.ctx, {
      type: CompanyType.Client,
      name: 'Client Co',
      createdByCompanyId: brokerage.id,
    });
    await notifyFromEvent(
      server.ctx,
      event({
        type: 'invitation.accepted',
        companyId: client.id,
        userIds: [broker.id],
        data: { userName: 'Cleo Client' },
      }),
    );
    expect(await storedNotifications(server.ctx, broker.id)).toMatchObject([
      { companyId: null, data: { message: 'Cleo Client accepted your invitation to Client Co' } },
    ]);
  });

  it('company.role_changed names the new role; company.user_removed is company-less', async () => {
    const admin = await buildUser(server.ctx);
    const user = await buildUser(server.ctx);
    const company = await buildCompany(server.ctx, {
      name: 'Role Co',
      admins: [admin],
      staff: [user],
    });
    await notifyFromEvent(
      server.ctx,
      event({
        type: 'company.role_changed',
        companyId: company.id,
        actorUserId: admin.id,
        userIds: [user.id, admin.id],
        data: { roleId: company.staffRoleId },
      }),
    );
    await notifyFromEvent(
      server.ctx,
      event({
        type: 'company.role_changed',
        companyId: company.id,
        actorUserId: admin.id,
        userIds: [user.id],
        data: { roleName: 'Underwriting lead' },
      }),
    );
    const rows = await storedNotifications(server.ctx, user.id);
    expect(rows.map((r) => [r.type, r.companyId, r.data.message, r.data.frontendUrl])).toEqual([
      ['company.role_changed', company.id, 'Your role in Role Co was changed to Staff', '/account'],
      [
        'company.role_changed',
        company.id,
        'Your role in Role Co was changed to Underwriting lead',
        '/account',
      ],
    ]);
    // After removal the user has no role there, so the notice must be listed under their other companies.
    const removed = await buildUser(server.ctx);
    await notifyFromEvent(
      server.ctx,
      event({
        type: 'company.user_removed',
        companyId: company.id,
        actorUserId: admin.id,
        userIds: [removed.id],
        data: { roleId: company.staffRoleId },
      }),
    );
    expect(await storedNotifications(server.ctx, removed.id)).toMatchObject([
      {
        companyId: null,
        data: { message: 'You were removed from Role Co', frontendUrl: '/company/select' },
      },
    ]);
    // The actor is not told about their own change.
    expect(await storedNotifications(server.ctx, admin.id)).toEqual([]);
  });

  it('falls back to generic wording when the data and company are missing or malformed', async () => {
    const user = await buildUser(server.ctx);
    await notifyFromEvent(
      server.ctx,
      event({
        type: 'invitation.accepted',
        userIds: [user.id],
        data: { userId: 'seven', userName: 42 },
      }),
    );
    await notifyFromEvent(server.ctx, event({ type: 'company.role_changed', userIds: [user.id] }));
    await notifyFromEvent(server.ctx, event({ type: 'company.user_removed', userIds: [user.id] }));
    expect((await storedNotifications(server.ctx, user.id)).map((r) => r.data.message)).toEqual([
      'Your invitation was accepted',
      'Your role was changed',
      'You were removed from a company',
    ]);
  });

  it('creates nothing for unknown event types, inherited names or unknown users', async () => {
    const user = await buildUser(server.ctx);
    for (const type of ['no.such_event', 'toString', '__proto__']) {
      expect(await notifyFromEvent(server.ctx, event({ type, userIds: [user.id] }))).toEqual([]);
    }
    expect(
      await notifyFromEvent(
        server.ctx,
        event({ type: 'company.user_removed', userIds: [2_000_000_000, -1] }),
      ),
    ).toEqual([]);
    expect(await storedNotifications(server.ctx, user.id)).toEqual([]);
  });

  it('is subscribed to the bus: a recorded event creates the notification after commit', async () => {
    const user = await buildUser(server.ctx);
    await recordDomainEvent(
      server.ctx,
      event({ type: 'company.user_removed', userIds: [user.id] }),
    );
    expect(await storedNotifications(server.ctx, user.id)).toHaveLength(1);
  });
});
