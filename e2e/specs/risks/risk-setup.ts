import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiAs, PORT, ROOT_HOST, unique, xsrf } from '../../support/api.ts';
import { login } from '../../support/session.ts';

export const BROKER = 'broker@demo.turbine.test';
export const UNDERWRITER = 'underwriter@demo.turbine.test';
export const SOUTHERNCROSS = `http://southerncross.${ROOT_HOST}:${PORT}`;
export const MERIDIAN = `http://meridian.${ROOT_HOST}:${PORT}`;

/** The demo proposal that quotes (an accounting practice), and one the turnover rule refers. */
export const quotingProposal = {
  businessName: 'Ledger & Co',
  abn: '51418263507',
  state: 'NSW',
  profession: 'ACC',
  yearsInBusiness: 12,
  turnover: 1000000,
  largestContract: 150000,
  limitOfIndemnity: 2000000,
  riskManagement: ['engagementLetters', 'peerReview', 'cpd'],
  hasClaims: false,
};
export const cyberProposal = {
  recordsHeld: 5000,
  cyberLimit: 500000,
  hasMfa: true,
  hasBackups: true,
  hadBreach: false,
};

interface Pkg {
  id: number;
  reference: string;
  status: number;
  risks: { id: number; product: { name: string } }[];
}

/** The demo broker's API client and company id. */
export async function brokerApi(): Promise<{ api: APIRequestContext; companyId: number }> {
  const api = await apiAs(BROKER);
  const me = (await (await api.get('/user')).json()) as {
    roles: { companyId: number; company: { handle: string | null } }[];
  };
  return { api, companyId: me.roles.find((r) => r.company.handle === 'southerncross')!.companyId };
}

async function send(
  api: APIRequestContext,
  method: 'post' | 'put',
  url: string,
  data: unknown,
): Promise<Pkg> {
  const res = await api[method](url, { data, headers: await xsrf(api) });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(
    true,
  );
  return (await res.json()) as Pkg;
}

/** A risk package of the Consultants Package for a new insured, its proposals saved (through the API). */
export async function createRisk(
  opts: { insuredName?: string; withCyber?: boolean; proposal?: object } = {},
): Promise<{ pkg: Pkg; api: APIRequestContext; companyId: number }> {
  const { api, companyId } = await brokerApi();
  const options = (await (await api.get(`/companies/${companyId}/risk-options`)).json()) as {
    packages: { id: number; name: string; addOns: { id: number }[] }[];
  };
  const pkgOption = options.packages.find((p) => p.name === 'Consultants Package')!;
  const name = opts.insuredName ?? `Journey Advisory ${unique()}`;
  let pkg = await send(api, 'post', `/companies/${companyId}/risks`, {
    productPackageId: pkgOption.id,
    insured: { name, email: 'office@journey.example.com.au', contactMethod: 1, country: 'AU' },
    addOnProductIds: opts.withCyber ? [pkgOption.addOns[0]!.id] : [],
  });
  pkg = await send(
    api,
    'put',
    `/companies/${companyId}/risks/${pkg.id}/risks/${pkg.risks[0]!.id}/proposal`,
    { proposal: { ...quotingProposal, businessName: name, ...opts.proposal } },
  );
  if (opts.withCyber)
    pkg = await send(
      api,
      'put',
      `/companies/${companyId}/risks/${pkg.id}/risks/${pkg.risks[1]!.id}/proposal`,
      { proposal: cyberProposal },
    );
  return { pkg, api, companyId };
}

/** A bound policy (submitted, quoted and bound through the API), for journeys that start from one. */
export async function boundPolicy(opts: { withCyber?: boolean } = {}): Promise<Pkg> {
  const { pkg, api, companyId } = await createRisk(opts);
  const action = (name: string, body: object = {}) =>
    send(
      api,
      'post',
      `/companies/${companyId}/risks/${pkg.id}/risks/${pkg.risks[0]!.id}/actions/${name}`,
      body,
    );
  await action('submit');
  const bound = await action('bind', { declarationConfirmed: true });
  await api.dispose();
  return bound;
}

/** A new signed-in page for a user (each user in their own browser context). */
export async function pageAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email);
  return page;
}

/** Takes a lifecycle action from the risk page's header; actions needing input get their modal submitted by `fill`. */
export async function takeAction(
  page: Page,
  label: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
  scope?: ReturnType<Page['locator']>,
): Promise<void> {
  await (scope ?? page).getByRole('button', { name: label, exact: true }).first().click();
  if (fill) {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await fill(dialog);
    await dialog.getByRole('button', { name: label, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

/** The status badge in the risk page's header. */
export const headerStatus = (page: Page) => page.locator('h1').locator('..');
