import { CompanyType, type CompanyType as CompanyTypeId } from '@turbine/domain';
import { insertAgencyBrokerage } from '../modules/companies/brokerages.repository.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import {
  findCompanyByHandle,
  insertCompany,
  setHasAdmin,
} from '../modules/companies/companies.repository.ts';
import { createDefaultRoles } from '../modules/companies/company-roles.ts';
import { addUserToCompany } from '../modules/companies/memberships.repository.ts';
import { findAdminRole } from '../modules/companies/roles.repository.ts';
import { findUserByEmail, hashPassword, insertUser } from '../modules/identity/index.ts';
import { seedDemoAuthority } from './demo-authority.ts';
import { seedDemoDashboards } from './demo-dashboards.ts';
import { seedDemoProducts } from './demo-products.ts';

export const DEMO_PASSWORD = 'Turbine!Demo2026';
/** The Meridian admin who underwrites the demo products under the live binder. */
export const DEMO_UNDERWRITER_EMAIL = 'underwriter@demo.turbine.test';

interface DemoCompany {
  key: string;
  name: string;
  type: CompanyTypeId;
  handle: string | null;
  createdBy?: string;
  profile: {
    legalName: string;
    businessRegistryNumber: string;
    city: string;
    state: string;
    postcode: string;
    website: string;
  };
}

// Made-up ABNs that pass the ATO check-digit rule, so they belong to no real business.
const demoCompanies: DemoCompany[] = [
  {
    key: 'broker',
    name: 'Southern Cross Brokers',
    type: CompanyType.Broker,
    handle: 'southerncross',
    profile: {
      legalName: 'Southern Cross Brokers Pty Ltd',
      businessRegistryNumber: '60148568750',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      website: 'https://southerncross.example.com.au/',
    },
  },
  {
    key: 'underwriter',
    name: 'Meridian Underwriting Agency',
    type: CompanyType.Underwriter,
    handle: 'meridian',
    profile: {
      legalName: 'Meridian Underwriting Agency Pty Ltd',
      businessRegistryNumber: '91989100387',
      city: 'Melbourne',
      state: 'VIC',
      postcode: '3000',
      website: 'https://meridian.example.com.au/',
    },
  },
  {
    key: 'insurer',
    name: 'Pacific Mutual Insurance',
    type: CompanyType.Insurer,
    handle: 'pacificmutual',
    profile: {
      legalName: 'Pacific Mutual Insurance Limited',
      businessRegistryNumber: '77285057568',
      city: 'Brisbane',
      state: 'QLD',
      postcode: '4000',
      website: 'https://pacificmutual.example.com.au/',
    },
  },
  {
    key: 'legal',
    name: 'Bennett & Cole Lawyers',
    type: CompanyType.Legal,
    handle: 'bennettcole',
    profile: {
      legalName: 'Bennett & Cole Lawyers Pty Ltd',
      businessRegistryNumber: '65115872366',
      city: 'Adelaide',
      state: 'SA',
      postcode: '5000',
      website: 'https://bennettcole.example.com.au/',
    },
  },
  {
    key: 'client',
    name: 'Harbourside Cafe',
    type: CompanyType.Client,
    handle: null,
    createdBy: 'broker',
    profile: {
      legalName: 'Harbourside Cafe Pty Ltd',
      businessRegistryNumber: '25036511594',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      website: 'https://harbourside.example.com.au/',
    },
  },
];

export interface DemoUser {
  email: string;
  name: string;
  /** company key → 'admin' | 'staff' */
  roles: Record<string, 'admin' | 'staff'>;
}

export const demoUsers: DemoUser[] = [
  { email: 'admin@demo.turbine.test', name: 'Sam Operator', roles: { system: 'admin' } },
  {
    email: 'broker@demo.turbine.test',
    name: 'Bella Broker',
    roles: { broker: 'admin', client: 'staff' },
  },
  {
    email: DEMO_UNDERWRITER_EMAIL,
    name: 'Uma Underwriter',
    roles: { underwriter: 'admin', insurer: 'staff' },
  },
  { email: 'insurer@demo.turbine.test', name: 'Ian Insurer', roles: { insurer: 'admin' } },
  { email: 'legal@demo.turbine.test', name: 'Leah Legal', roles: { legal: 'admin' } },
  { email: 'client@demo.turbine.test', name: 'Chris Client', roles: { client: 'admin' } },
  {
    email: 'multi@demo.turbine.test',
    name: 'Morgan Multi',
    roles: { broker: 'staff', underwriter: 'staff' },
  },
];

async function createCompany(tx: Executor, c: DemoCompany, ids: Map<string, number>) {
  const row = await insertCompany(tx, {
    name: c.name,
    handle: c.handle,
    refCompanyTypeId: c.type,
    hasAdmin: true,
    createdByCompanyId: c.createdBy ? ids.get(c.createdBy)! : null,
    businessRegistryType: 1,
    country: 'AU',
    addressLine1: '1 Demo Street',
    ...c.profile,
  });
  const roles = await createDefaultRoles(tx, row.id, c.type);
  return { id: row.id, admin: roles.admin.id, staff: roles.staff.id };
}

/**
 * Demo data for `npm start` on an empty database: one company of each type, users holding roles in
 * several companies, and the underwriting agency's products and authority. Idempotent: does nothing
 * once the demo broker exists; everything is written in one transaction, so a failing check leaves nothing.
 */
export async function seedDemo(db: Db, systemCompanyId: number): Promise<boolean> {
  const existing = await findCompanyByHandle(db, 'southerncross');
  if (existing || (await findUserByEmail(db, demoUsers[0]!.email))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>([['system', systemCompanyId]]);
    const roleIds = new Map<string, { admin: number; staff: number }>();
    const systemAdmin = await findAdminRole(tx, systemCompanyId);
    roleIds.set('system', { admin: systemAdmin!.id, staff: systemAdmin!.id });
    for (const c of demoCompanies) {
      const created = await createCompany(tx, c, ids);
      ids.set(c.key, created.id);
      roleIds.set(c.key, created);
    }
    await setHasAdmin(tx, systemCompanyId, true);
    const userIds = new Map<string, number>();
    for (const u of demoUsers) {
      const user = await insertUser(tx, { name: u.name, email: u.email, passwordHash });
      userIds.set(u.email, user.id);
      for (const [key, role] of Object.entries(u.roles))
        await addUserToCompany(tx, user.id, ids.get(key)!, roleIds.get(key)![role]);
    }
    await seedUnderwriting(
      tx,
      ids,
      userIds.get(DEMO_UNDERWRITER_EMAIL)!,
      userIds.get('multi@demo.turbine.test')!,
    );
    await seedDemoDashboards(tx, [
      { companyId: systemCompanyId, companyType: CompanyType.System },
      ...demoCompanies.map((c) => ({ companyId: ids.get(c.key)!, companyType: c.type })),
    ]);
  });
  return true;
}

/**
 * Meridian's products, endorsement and binding agreement (decision 005). After the users, because the
 * demo underwriter is the authorised underwriter of the binder and the author of the publishing test runs.
 */
async function seedUnderwriting(
  tx: Executor,
  ids: Map<string, number>,
  underwriterUserId: number,
  approverUserId: number,
): Promise<void> {
  const companyId = ids.get('underwriter')!;
  const products = await seedDemoProducts(tx, companyId, underwriterUserId);
  await seedDemoAuthority(tx, {
    companyId,
    insurerId: ids.get('insurer')!,
    underwriterUserId,
    approverUserId,
    productCodeId: products.mainProductCodeId,
  });
  // Meridian works with Southern Cross: its Brokerages screen shows the demo book (decision 168).
  await insertAgencyBrokerage(tx, {
    underwriterCompanyId: companyId,
    brokerCompanyId: ids.get('broker')!,
    connectedByUserId: underwriterUserId,
  });
}
