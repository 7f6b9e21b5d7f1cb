import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from '../../support/session.ts';

// Issue 19 "Also": an accessibility pass with axe on the main pages of each demo role — no serious or
// critical violation (decision 115), and headings in order (issue 24: Lighthouse's heading-order audit;
// axe calls it moderate, but a screen-reader user navigates by those levels).

/** The pages a role works in; `risk` opens the first risk of the list. */
type Stop = { path: string } | { risk: true };
const roles: { email: string; stops: Stop[] }[] = [
  {
    email: 'broker@demo.turbine.test',
    stops: [
      { path: '/risks' },
      { risk: true },
      { path: '/risks/new' },
      { path: '/company/manage' },
      { path: '/company/clients' },
      { path: '/account' },
      { path: '/account/sessions' },
      // A page the broker may not use: the refusal is the page's heading.
      { path: '/company/workflow' },
    ],
  },
  {
    email: 'underwriter@demo.turbine.test',
    stops: [
      { path: '/risks' },
      { risk: true },
      { path: '/company/products' },
      { path: '/company/products/classes' },
      { path: '/company/products/endorsements' },
      { path: '/company/products/binding-agreements' },
      { path: '/company/manage' },
    ],
  },
  { email: 'insurer@demo.turbine.test', stops: [{ path: '/risks' }, { path: '/company/manage' }] },
  { email: 'client@demo.turbine.test', stops: [{ path: '/risks' }, { risk: true }] },
  { email: 'legal@demo.turbine.test', stops: [{ path: '/company/manage' }] },
  {
    email: 'admin@demo.turbine.test',
    stops: [
      { path: '/system/companies' },
      { path: '/system/jobs' },
      { path: '/system/mail-outbox' },
      { path: '/company/manage' },
    ],
  },
];

/** Signs in and, on the selection screen, takes the company the selection order chose. */
async function arrive(page: Page, email: string): Promise<void> {
  await login(page, email);
  if (page.url().endsWith('/company/select')) {
    await page.getByRole('list', { name: 'Companies' }).locator('[aria-current="true"]').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/company/select'));
  }
}

/** Violations that fail the pass whatever their impact. */
const alwaysFailing = new Set(['heading-order', 'page-has-heading-one']);

/** The page's serious and critical axe violations (and `alwaysFailing`), one line each with the elements they were found on. */
async function seriousViolations(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Loaders gone: axe judges the page a user reads, not its skeleton.
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || alwaysFailing.has(v.id))
    .map(
      (v) =>
        `${new URL(page.url()).pathname} ${v.impact} ${v.id}: ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

for (const role of roles) {
  test(`[IDENTITY] ${role.email}: the main pages have no serious or critical axe violation`, async ({
    page,
  }) => {
    // Up to nine pages, each a full axe run (several seconds on a loaded CI machine): 20 s a page.
    test.setTimeout(Math.max(60_000, role.stops.length * 20_000));
    await arrive(page, role.email);
    const found: string[] = [];
    for (const stop of role.stops) {
      if ('path' in stop) {
        await page.goto(new URL(stop.path, page.url()).toString());
      } else {
        await page.goto(new URL('/risks', page.url()).toString());
        await page.getByRole('table').getByRole('link').first().click();
        await page.waitForURL(/\/risks\/\d+$/);
      }
      found.push(...(await seriousViolations(page)));
    }
    expect(found).toEqual([]);
  });
}
