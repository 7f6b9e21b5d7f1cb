import { expect, test, type Page } from '@playwright/test';
import { login } from '../../support/session.ts';

// Decision 103/108: the built web app and /docs run under the CSP without a single violation report,
// zod's eval probe included (packages/domain sets zod's jitless mode before any schema is built).
async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (e) =>
      list.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
});

test('[SECURITY] the landing, login, a signed-in risks page and /docs report no CSP violation', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);

  await login(page, 'underwriter@demo.turbine.test');
  expect(await violations(page)).toEqual([]);

  await page.goto('/risks');
  await expect(page.getByRole('heading', { name: /Risks/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);

  await page.goto('/docs');
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
});
