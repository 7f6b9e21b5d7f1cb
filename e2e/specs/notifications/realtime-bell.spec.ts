import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, PORT, ROOT_HOST } from '../../support/api.ts';
import { changeRoleOf, companyIdByName } from '../../support/company-users.ts';
import { realtimeSubscribed } from '../../support/realtime.ts';
import { login, shot } from '../../support/session.ts';

const company = 'Southern Cross Brokers';
const multi = 'multi@demo.turbine.test';

/** The bell's accessible name carries the unread count: "Notifications" or "Notifications, 3 unread". */
const bell = (page: Page): Locator =>
  page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
const unreadCount = async (page: Page): Promise<number> =>
  Number((await bell(page).getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
const bellName = (count: number) =>
  count === 0 ? 'Notifications' : `Notifications, ${count} unread`;

test('[NOTIFICATIONS] a user receives a notification in real time and marks it read', async ({
  page,
}) => {
  const broker = await apiAs('broker@demo.turbine.test');
  try {
    // multi works for two companies; the notification belongs to Southern Cross, so they represent it.
    await login(page, multi);
    await expect(page).toHaveURL(/\/company\/select$/);
    const subscribed = realtimeSubscribed(
      page,
      new RegExp(`^southerncross\\.${ROOT_HOST.replace('.', '\\.')}:${PORT}$`),
    );
    await page
      .getByRole('list', { name: 'Companies' })
      .getByRole('button', { name: /^Southern Cross Brokers, Broker/ })
      .click();
    await page.waitForURL(`http://southerncross.${ROOT_HOST}:${PORT}/**`);
    await subscribed;
    await expect(bell(page)).toBeVisible();
    const before = await unreadCount(page);
    const dropdown = page.getByRole('dialog', { name: /^Notifications/ });
    await bell(page).click();
    await expect(dropdown.getByText('Notifications', { exact: true })).toBeVisible();
    await expect(dropdown).toHaveCSS('opacity', '1');
    await shot(page, 'notifications-before');
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    // Marks this very page: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { journeyMarker: true }));

    // The broker admin changes multi's role from the API: company.role_changed → a pushed notification.
    const companyId = await companyIdByName(broker, company);
    const role = await changeRoleOf(broker, companyId, multi);
    const message = `Your role in ${company} was changed to ${role.name}`;

    await expect(page.getByRole('button', { name: bellName(before + 1) })).toBeVisible();
    expect(await page.evaluate(() => 'journeyMarker' in window)).toBe(true);

    await bell(page).click();
    const item = dropdown.getByRole('listitem', { name: `Unread: ${message}` });
    await expect(item).toBeVisible();
    await expect(dropdown.getByRole('listitem').first()).toHaveAccessibleName(`Unread: ${message}`);
    await expect(item).toContainText(/\d{1,2}:\d{2} (am|pm)/);
    await expect(dropdown).toHaveCSS('opacity', '1');
    await shot(page, 'notifications-dropdown');

    await item.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByRole('button', { name: bellName(before) })).toBeVisible();
    await expect(dropdown.getByRole('listitem', { name: message, exact: true })).toBeVisible();
    await page.mouse.move(10, 400);
    await shot(page, 'notifications-dropdown-read');

    // The server holds it read too.
    const multiApi = await apiAs(multi);
    try {
      const res = await multiApi.get('/user/notifications', { params: { companyId } });
      const { data } = (await res.json()) as {
        data: { data: { message: string }; readAt: number | null }[];
      };
      expect(data.find((n) => n.data.message === message)?.readAt).toEqual(expect.any(Number));
    } finally {
      await multiApi.dispose();
    }
  } finally {
    await broker.dispose();
  }
});
