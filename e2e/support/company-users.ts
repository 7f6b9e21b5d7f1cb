import { expect, type APIRequestContext } from '@playwright/test';
import { xsrf } from './api.ts';

interface Named {
  id: number;
  name: string;
}
interface CompanyUser extends Named {
  email: string;
  role: Named;
}
interface Role extends Named {
  isAdmin: boolean;
}

/** The id of a company the API client can see, by its name (GET /companies). */
export async function companyIdByName(api: APIRequestContext, name: string): Promise<number> {
  const res = await api.get('/companies', { params: { perPage: 100 } });
  expect(res.ok(), `GET /companies: ${res.status()}`).toBe(true);
  const { data } = (await res.json()) as { data: Named[] };
  const company = data.find((c) => c.name === name);
  if (!company) throw new Error(`no company named ${name} in GET /companies`);
  return company.id;
}

/**
 * Gives a company user another role through PUT /companies/{id}/users/{userId} (which announces
 * company.role_changed): a non-admin role other than theirs when there is one. Returns the new role.
 */
export async function changeRoleOf(
  api: APIRequestContext,
  companyId: number,
  email: string,
): Promise<Named> {
  const usersRes = await api.get(`/companies/${companyId}/users`, { params: { search: email } });
  expect(usersRes.ok(), `GET /companies/${companyId}/users: ${usersRes.status()}`).toBe(true);
  const user = ((await usersRes.json()) as { data: CompanyUser[] }).data.find(
    (u) => u.email === email,
  );
  if (!user) throw new Error(`${email} is not a user of company ${companyId}`);

  const rolesRes = await api.get(`/companies/${companyId}/roles`);
  expect(rolesRes.ok(), `GET /companies/${companyId}/roles: ${rolesRes.status()}`).toBe(true);
  const others = ((await rolesRes.json()) as { data: Role[] }).data.filter(
    (r) => r.id !== user.role.id,
  );
  const role = others.find((r) => !r.isAdmin) ?? others[0];
  if (!role) throw new Error(`company ${companyId} has no other role to give ${email}`);

  const res = await api.put(`/companies/${companyId}/users/${user.id}`, {
    data: { roleId: role.id },
    headers: await xsrf(api),
  });
  expect(
    res.ok(),
    `PUT /companies/${companyId}/users/${user.id}: ${res.status()} ${await res.text()}`,
  ).toBe(true);
  return { id: role.id, name: role.name };
}
