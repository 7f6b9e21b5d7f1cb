import { expect, test, type Page } from '@playwright/test';
import { login, shot } from '../../support/session.ts';

// Issue 19 item 3, decision 114: every demo role lands on a home that shows its own work, and no
// menu entry leads to a 403 or a 404.
const roles: { email: string; home: RegExp; heading: string }[] = [
  { email: 'broker@demo.turbine.test', home: /southerncross\.[^/]+\/risks$/, heading: 'Risks' },
  { email: 'underwriter@demo.turbine.test', home: /meridian\.[^/]+\/risks$/, heading: 'Risks' },
  { email: 'insurer@demo.turbine.test', home: /\/risks$/, heading: 'Risks' },
  { email: 'client@demo.turbine.test', home: /\/risks$/, heading: 'Policies' },
  {
    email: 'legal@demo.turbine.test',
    // A legal firm's work is its incidents (decision 120).
    home: /\/incidents$/,
    heading: 'Incidents',
  },
  { email: 'admin@demo.turbine.test', home: /\/system\/companies$/, heading: 'Companies' },
];

/** Signs in and, on the selection screen, takes the company the selection order chose. */
async function arrive(page: Page, email: string): Promise<void> {
  await login(page, email);
  if (page.url().endsWith('/company/select')) {
    await page.getByRole('list', { name: 'Companies' }).locator('[aria-current="true"]').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/company/select'));
  }
}

for (const role of roles) {
  test(`[IDENTITY] ${role.email} lands on its home and every menu entry opens`, async ({
    page,
  }) => {
    // Issue 19 item 9: no React Router HydrateFallback warning, no console error (a signed-out
    // GET /user 401 was one) on the way.
    const consoleProblems: string[] = [];
    page.on('console', (m) => {
      // Chromium reports helmet's Cross-Origin-Opener-Policy as ignored on a plain-http test host
      // (never on localhost or https): not the app's doing.
      if (/Cross-Origin-Opener-Policy/.test(m.text())) return;
      if (m.type() === 'error' || /HydrateFallback/.test(m.text()))
        consoleProblems.push(`${m.type()}: ${m.text()}`);
    });
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403 || r.status() === 404) refused.push(`${r.status()} ${r.url()}`);
    });
    await arrive(page, role.email);
    await expect(page).toHaveURL(role.home);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(role.heading);
    await shot(page, `home-${role.email.split('@')[0]}`);

    const nav = page.getByRole('banner');
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .map((l) => l.getAttribute('href'))
          .filter((h): h is string => !!h && h !== '/' && !h.startsWith('http') && h !== '/docs'),
      );
    for (const href of hrefs) {
      await page.goto(new URL(href, page.url()).toString());
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(
        page.getByText('You do not have permission to access this content.'),
      ).toHaveCount(0);
      await expect(page.getByText(/not found/i)).toHaveCount(0);
    }
    expect(refused).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
}
