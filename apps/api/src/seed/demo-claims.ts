import type { FastifyInstance } from 'fastify';
import {
  ClaimStatus,
  type ClaimDto,
  type ClaimPolicyOptionDto,
  type UserDto,
} from '@turbine/domain';
import { InjectClient } from './inject-client.ts';

const companyOf = (user: UserDto, handle: string) =>
  user.roles.find((r) => r.company.handle === handle)!.companyId;

/** A calendar day `days` before today (the demo's losses are recent, never in the future). */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo claims (issue 16, decision 120) on the demo broker's bound policies, every step through the API
 * as the broker, the underwriter and Bennett & Cole take it: one awaiting the agency's decision, one
 * declined, two open with reserves (one with fees paid, notes, a message and tasks) and one closed.
 */
export async function seedDemoClaims(app: FastifyInstance, password: string): Promise<void> {
  const broker = await new InjectClient(app).login('broker@demo.turbine.test', password);
  const underwriter = await new InjectClient(app).login('underwriter@demo.turbine.test', password);
  const legal = await new InjectClient(app).login('legal@demo.turbine.test', password);
  const brokerId = companyOf(await broker.request<UserDto>('GET', '/user'), 'southerncross');
  const uwId = companyOf(await underwriter.request<UserDto>('GET', '/user'), 'meridian');
  const legalId = companyOf(await legal.request<UserDto>('GET', '/user'), 'bennettcole');
  const policies = await broker.request<ClaimPolicyOptionDto[]>(
    'GET',
    `/companies/${brokerId}/claim-policies`,
  );
  const policy = (insured: string) => policies.find((p) => p.insuredName.startsWith(insured));
  const harbour = policy('Harbourside');
  const fernhill = policy('Fernhill');
  const kestrel = policy('Kestrel');
  if (!harbour || !fernhill || !kestrel) throw new Error('demo seed: bound demo policies missing');

  const report = (riskPackageId: number, loss: number, advised: number, details: object) =>
    broker.request<ClaimDto>('POST', `/companies/${brokerId}/claims`, {
      riskPackageId,
      dateOfLoss: daysAgo(loss),
      dateFirstAdvised: daysAgo(advised),
      ...details,
    });
  const uw = (claim: ClaimDto, path: string, body: object, method: 'POST' | 'PUT' = 'POST') =>
    underwriter.request<ClaimDto>(method, `/companies/${uwId}/claims/${claim.id}/${path}`, body);
  const firm = (claim: ClaimDto, path: string, body: object, method: 'POST' | 'PUT' = 'POST') =>
    legal.request(method, `/companies/${legalId}/claims/${claim.id}/${path}`, body);
  const accept = (claim: ClaimDto) =>
    uw(claim, 'decision', { decision: 'accept', legalCompanyId: legalId });

  const cafe = await report(harbour.id, 34, 30, {
    lossDescription:
      'A former client alleges the practice’s cash-flow advice led to a missed supplier payment and termination of its lease.',
    lossState: 'NSW',
    claimant: 'Quayside Espresso Pty Ltd',
    amountClaimed: '85000.00',
  });
  await accept(cafe);
  await firm(cafe, 'movements', { head: 'indemnity', kind: 'reserve', amount: '45000.00' });
  await firm(cafe, 'movements', { head: 'fees', kind: 'reserve', amount: '12000.00' });
  await firm(cafe, 'movements', { head: 'fees', kind: 'payment', amount: '3500.00' });
  await firm(cafe, 'status', { status: ClaimStatus.CoverageAgreed }, 'PUT');
  await firm(cafe, 'notes', {
    body: 'Engagement letter limits the advice to bookkeeping; liability on the lease is arguable.',
  });
  await firm(cafe, 'messages', {
    body: 'We have written to the claimant’s solicitors and asked for the lease and default notices.',
  });
  await firm(cafe, 'tasks', {
    title: 'Review the lease and default notices',
    dueDate: daysAgo(-7),
  });
  await firm(cafe, 'tasks', { title: 'Report to the agency on liability', dueDate: daysAgo(-21) });

  const bridge = await report(fernhill.id, 60, 52, {
    lossDescription:
      'Cracking in a pedestrian bridge deck; the council alleges a design error in the load calculations.',
    lossState: 'NSW',
    claimant: 'City of Parramatta Council',
    amountClaimed: '420000.00',
  });
  await accept(bridge);
  await firm(bridge, 'movements', { head: 'indemnity', kind: 'reserve', amount: '120000.00' });
  await firm(bridge, 'movements', { head: 'fees', kind: 'reserve', amount: '30000.00' });

  const drawings = await report(fernhill.id, 120, 110, {
    lossDescription: 'Rework of shop drawings after a dimension error on a warehouse extension.',
    lossState: 'VIC',
    claimant: 'Westgate Builders Pty Ltd',
    amountClaimed: '9500.00',
  });
  await accept(drawings);
  await firm(drawings, 'movements', { head: 'indemnity', kind: 'reserve', amount: '8000.00' });
  await firm(drawings, 'movements', { head: 'indemnity', kind: 'payment', amount: '8000.00' });
  await firm(drawings, 'movements', { head: 'fees', kind: 'payment', amount: '1450.00' });
  await firm(drawings, 'status', { status: ClaimStatus.Closed }, 'PUT');

  await report(kestrel.id, 9, 3, {
    lossDescription: 'A client says a late lodgement by the practice caused an ATO penalty.',
    lossState: 'NSW',
    claimant: 'Hunter Valley Vineyards Pty Ltd',
    amountClaimed: '18250.00',
  });
  const excluded = await report(kestrel.id, 400, 20, {
    lossDescription: 'Dispute over fees for a 2024 audit, known to the practice before inception.',
    lossState: 'NSW',
    claimant: 'Newcastle Marine Supplies',
    amountClaimed: '6400.00',
  });
  await uw(excluded, 'decision', {
    decision: 'decline',
    reason: 'Circumstance known before inception (prior known circumstances exclusion).',
  });
  for (const client of [broker, underwriter, legal]) await client.logout();
}
