import { expect, test } from '@playwright/test';
import { PORT, ROOT_HOST } from '../../support/api.ts';
import { login, openUserMenu, shot } from '../../support/session.ts';

const origin = (handle: string) => `http://${handle}.${ROOT_HOST}:${PORT}`;

test('[COMPANIES] a user with two companies switches between their subdomains', async ({
  page,
}) => {
  await login(page, 'multi@demo.turbine.test');

  // Two companies: the selection screen asks which one to act for.
  await expect(page).toHaveURL(/\/company\/select$/);
  const companies = page.getByRole('list', { name: 'Companies' });
  await expect(companies.getByRole('button')).toHaveCount(2);
  await companies.getByRole('button', { name: /^Southern Cross Brokers, Broker/ }).click();

  // The card leads to the company's subdomain, where the shared session cookie still signs the user in.
  await page.waitForURL(`${origin('southerncross')}/**`);
  await expect(page.getByRole('link', { name: 'Southern Cross Brokers home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  // The company's home: its risks, on its subdomain (issue 19 item 3).
  await expect(page).toHaveURL(/\/risks$/);
  await expect(page.getByRole('link', { name: 'Southern Cross Brokers home' })).toBeVisible();
  await shot(page, 'switch-southerncross');

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Switch company' }).click();
  const modal = page.getByRole('dialog', { name: 'Select representing company' });
  await expect(
    modal.getByRole('button', { name: /^Southern Cross Brokers,.*currently represented$/ }),
  ).toBeVisible();
  await modal.getByRole('button', { name: /^Meridian Underwriting Agency, Underwriter/ }).click();

  await page.waitForURL(`${origin('meridian')}/**`);
  await expect(page.getByRole('link', { name: 'Meridian Underwriting Agency home' })).toBeVisible();
  // The company's home: its risks, on its subdomain (issue 19 item 3).
  await expect(page).toHaveURL(/\/risks$/);
  await expect(page.getByRole('link', { name: 'Meridian Underwriting Agency home' })).toBeVisible();

  // The switcher marks the represented company with the green tick.
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Switch company' }).click();
  const meridian = modal.getByRole('button', { name: /^Meridian Underwriting Agency,/ });
  await expect(meridian).toHaveAttribute('aria-current', 'true');
  await expect(meridian.getByRole('img', { name: 'Currently represented' })).toBeVisible();
  await expect(modal.getByRole('img', { name: 'Currently represented' })).toHaveCount(1);
  await shot(page, 'switch-meridian-tick');
});
