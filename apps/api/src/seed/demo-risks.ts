import type { FastifyInstance } from 'fastify';
import {
  ContactMethod,
  TransactionStatus,
  type RiskOptionsDto,
  type RiskPackageDto,
  type UserDto,
} from '@turbine/domain';
import type { Db } from '../platform/db/client.ts';
import { cyberQuoteProposal } from './demo-cyber.ts';
import { piDeclineProposal, piQuoteProposal, piReferProposal } from './demo-pi-cases.ts';
import { moveBack } from './demo-history.repository.ts';
import { InjectClient } from './inject-client.ts';

const BROKER_EMAIL = 'broker@demo.turbine.test';
const UNDERWRITER_EMAIL = 'underwriter@demo.turbine.test';

type Proposal = Record<string, unknown>;

const insured = (name: string, city: string, state: string, email: string) => ({
  name,
  email,
  phone: null,
  contactMethod: ContactMethod.Email,
  registrationNumber: null,
  addressLine1: '1 Demo Street',
  addressLine2: null,
  city,
  state,
  postcode: null,
  country: 'AU' as const,
});

/** A quoting accounting-practice proposal with another business name and size. */
const practice = (businessName: string, turnover: number, extra: Proposal = {}): Proposal => ({
  ...piQuoteProposal,
  businessName,
  turnover,
  ...extra,
});

/**
 * The demo broker's risks (issue "Brokers place risks", decision 005): one in every transaction status
 * — Initiated, Submitted (a renewal awaiting the underwriter's review), Quoted, Declined, Referred
 * (assigned to the demo underwriter), Not taken up and Bound — with bound policies across this month
 * and the last, an amendment and a cancellation. Every step goes through the API exactly as a broker
 * and an underwriter take it (`app.inject`, signed in); only the history of the older policies is then
 * moved back in time (their dates and bind times shifted by whole days), which no route can do.
 */
export async function seedDemoRisks(app: FastifyInstance, db: Db, password: string): Promise<void> {
  const broker = await new InjectClient(app).login(BROKER_EMAIL, password);
  const underwriter = await new InjectClient(app).login(UNDERWRITER_EMAIL, password);
  const brokerUser = await broker.request<UserDto>('GET', '/user');
  const underwriterUser = await underwriter.request<UserDto>('GET', '/user');
  const brokerCompanyId = brokerUser.roles.find(
    (r) => r.company.handle === 'southerncross',
  )!.companyId;
  const underwriterCompanyId = underwriterUser.roles.find(
    (r) => r.company.handle === 'meridian',
  )!.companyId;
  const base = `/companies/${brokerCompanyId}/risks`;
  const uwBase = `/companies/${underwriterCompanyId}/risks`;

  const options = await broker.request<RiskOptionsDto>(
    'GET',
    `/companies/${brokerCompanyId}/risk-options`,
  );
  const pkgOption = options.packages.find((p) => p.name === 'Consultants Package')!;
  const harbourside = options.clients.find((c) => c.name === 'Harbourside Cafe')!;
  const cyber = pkgOption.addOns[0]!;

  const create = (
    who: { insuredCompanyId?: number; insured?: ReturnType<typeof insured> },
    addOns: number[] = [],
  ) =>
    broker.request<RiskPackageDto>('POST', base, {
      productPackageId: pkgOption.id,
      ...who,
      addOnProductIds: addOns,
    });
  const propose = (pkg: RiskPackageDto, index: number, proposal: Proposal) =>
    broker.request<RiskPackageDto>(
      'PUT',
      `${base}/${pkg.id}/risks/${pkg.risks[index]!.id}/proposal`,
      { proposal },
    );
  const act = (
    client: InjectClient,
    path: string,
    pkg: RiskPackageDto,
    index: number,
    action: string,
    body: object = {},
  ) =>
    client.request<RiskPackageDto>(
      'POST',
      `${path}/${pkg.id}/risks/${pkg.risks[index]!.id}/actions/${action}`,
      body,
    );
  const quoted = async (
    who: Parameters<typeof create>[0],
    proposal: Proposal,
    addOnProposal?: Proposal,
  ) => {
    let pkg = await create(who, addOnProposal ? [cyber.id] : []);
    pkg = await propose(pkg, 0, proposal);
    if (addOnProposal) pkg = await propose(pkg, 1, addOnProposal);
    pkg = await act(broker, base, pkg, 0, 'submit');
    if (pkg.status !== TransactionStatus.Quoted)
      throw new Error(`demo seed: ${pkg.reference} was not quoted`);
    return pkg;
  };
  const bound = async (...args: Parameters<typeof quoted>) =>
    act(broker, base, await quoted(...args), 0, 'bind', { declarationConfirmed: true });

  // Bound policies: last month (Harbourside with its cyber add-on, Fernhill) and this month (Kestrel, Coastal).
  const harbour = await bound(
    { insuredCompanyId: harbourside.id },
    practice('Harbourside Cafe', 800000, { profession: 'MGT' }),
    cyberQuoteProposal,
  );
  const fernhill = await bound(
    {
      insured: insured(
        'Fernhill Consulting Engineers',
        'Parramatta',
        'NSW',
        'office@fernhill.example.com.au',
      ),
    },
    practice('Fernhill Consulting Engineers', 3200000, {
      profession: 'ENG',
      largestContract: 900000,
    }),
  );
  const kestrel = await bound(
    { insured: insured('Kestrel Accountants', 'Newcastle', 'NSW', 'admin@kestrel.example.com.au') },
    practice('Kestrel Accountants', 1500000),
  );
  await bound(
    {
      insured: insured(
        'Coastal IT Advisory',
        'Wollongong',
        'NSW',
        'hello@coastalit.example.com.au',
      ),
    },
    practice('Coastal IT Advisory', 2400000, { profession: 'ITC' }),
  );
  await moveBack(db, harbour.id, 48);
  await moveBack(db, fernhill.id, 36);
  await moveBack(db, kestrel.id, 12);

  // Fernhill amended this month (a higher limit: additional premium pro rata); Kestrel cancelled.
  let amended = await act(broker, base, await reload(broker, base, fernhill.id), 0, 'amend', {});
  amended = await propose(amended, 0, {
    ...(amended.risks[0]!.current.proposal as Proposal),
    limitOfIndemnity: 5000000,
  });
  amended = await act(broker, base, amended, 0, 'submit');
  await act(broker, base, amended, 0, 'bind', { declarationConfirmed: true });
  let cancelled = await act(broker, base, await reload(broker, base, kestrel.id), 0, 'cancel', {
    reasonForCancellation: 'The practice merged with another firm and is insured under its policy.',
  });
  cancelled = await act(broker, base, cancelled, 0, 'submit');
  await act(broker, base, cancelled, 0, 'bind', { declarationConfirmed: true });

  // Submitted: Harbourside's renewal, submitted and waiting for the underwriter's review.
  const renewal = await act(broker, base, await reload(broker, base, harbour.id), 0, 'renew');
  await act(broker, base, renewal, 0, 'submit');

  // Quoted, and a quote the insured did not take up.
  await quoted(
    {
      insured: insured(
        'Northside Accountants',
        'Chatswood',
        'NSW',
        'partners@northside.example.com.au',
      ),
    },
    practice('Northside Accountants', 1200000),
  );
  const redgum = await quoted(
    {
      insured: insured(
        'Redgum Management Consulting',
        'Geelong',
        'VIC',
        'info@redgum.example.com.au',
      ),
    },
    practice('Redgum Management Consulting', 650000, { profession: 'MGT', state: 'VIC' }),
  );
  await act(broker, base, redgum, 0, 'notTakenUp');

  // Referred to the underwriting team by the turnover rule, then taken by the demo underwriter.
  let referred = await create({
    insured: insured(
      'Span Structural Engineers',
      'Melbourne',
      'VIC',
      'projects@span.example.com.au',
    ),
  });
  referred = await propose(referred, 0, piReferProposal);
  referred = await act(broker, base, referred, 0, 'submit');
  if (referred.status !== TransactionStatus.Referred)
    throw new Error('demo seed: the referral proposal was not referred');
  await underwriter.request('PUT', `${uwBase}/${referred.id}/assignment`, {
    assignedUnderwriterId: underwriterUser.id,
  });
  await underwriter.request('POST', `${uwBase}/${referred.id}/messages`, {
    body: 'Thanks — I am reviewing the turnover and the contract works exposure and will come back to you shortly.',
  });

  // Declined by the appetite rule.
  let declined = await create({
    insured: insured(
      'Horizon Wealth Planning',
      'Brisbane',
      'QLD',
      'advice@horizonwealth.example.com.au',
    ),
  });
  declined = await propose(declined, 0, piDeclineProposal);
  await act(broker, base, declined, 0, 'submit');

  // Initiated: a proposal being filled in.
  const draft = await create(
    { insured: insured('Wattle Design Studio', 'Hobart', 'TAS', 'studio@wattle.example.com.au') },
    [cyber.id],
  );
  await propose(
    draft,
    0,
    practice('Wattle Design Studio', 450000, {
      state: 'TAS',
      profession: 'ARC',
      yearsInBusiness: 6,
    }),
  );
  await broker.logout();
  await underwriter.logout();
}

const reload = (client: InjectClient, base: string, id: number) =>
  client.request<RiskPackageDto>('GET', `${base}/${id}`);
