import type { CompanyType, Permission } from '@turbine/domain';
import type { Database } from '../../platform/db/client.ts';
import type { SessionActor } from '../../platform/http/session-actor.ts';

interface RoleJson {
  id: number;
  name: string;
  isAdmin: boolean;
  company: {
    id: number;
    name: string;
    handle: string | null;
    refCompanyTypeId: number;
    isActive: boolean;
    hasAdmin: boolean;
    createdByCompanyId: number | null;
    createdByCompany: { id: number; name: string; handle: string | null } | null;
  };
  perms: { id: number; ref: number }[] | null;
}

interface SessionActorRow extends Record<string, unknown> {
  session_id: string;
  remember: boolean;
  session_last_activity_at: Date | string;
  session_expires_at: Date | string;
  two_factor_passed: boolean;
  has_two_factor: boolean;
  has_microsoft_account: boolean;
  two_factor_required: boolean;
  id: number;
  name: string;
  email: string;
  phone: string | null;
  password_changed_at: Date | string;
  theme: string;
  avatar_file_version_id: number | null;
  is_temporary_user: boolean;
  temporary_expires_at: Date | string | null;
  created_by_company_id: number | null;
  created_by_company_name: string | null;
  last_activity_at: Date | string | null;
  created_at: Date | string;
  roles: RoleJson[] | string;
}

const SESSION_ACTOR_SQL = `
  select s.id as session_id, s.remember, s.last_activity_at as session_last_activity_at, s.expires_at as session_expires_at,
    s.two_factor_passed_at is not null as two_factor_passed,
    exists(select 1 from two_factor_methods m where m.user_id = u.id and m.verified_at is not null) as has_two_factor,
    exists(select 1 from microsoft_accounts ma join company_microsoft_tenants cmt on cmt.tenant_id = ma.tenant_id
           join user_roles ur3 on ur3.company_id = cmt.company_id and ur3.user_id = ma.user_id
           where ma.user_id = u.id and ma.unlinked_at is null) as has_microsoft_account,
    exists(select 1 from user_roles ur2 join companies c2 on c2.id = ur2.company_id
           where ur2.user_id = u.id and c2.require_two_factor) as two_factor_required,
    u.id, u.name, u.email, u.phone, u.password_changed_at, u.theme, u.avatar_file_version_id,
    u.is_temporary_user, u.temporary_expires_at, u.created_by_company_id, uc.name as created_by_company_name,
    u.last_activity_at, u.created_at,
    coalesce((
      select json_agg(json_build_object(
        'id', r.id, 'name', r.name, 'isAdmin', r.is_admin,
        'company', json_build_object('id', c.id, 'name', c.name, 'handle', c.handle,
          'refCompanyTypeId', c.ref_company_type_id, 'isActive', c.is_active, 'hasAdmin', c.has_admin,
          'createdByCompanyId', c.created_by_company_id,
          'createdByCompany', case when cc.id is null then null else json_build_object('id', cc.id, 'name', cc.name, 'handle', cc.handle) end),
        'perms', (select json_agg(json_build_object('id', ctp.id, 'ref', ctp.ref_permission_id) order by ctp.ref_permission_id)
                  from role_permissions rp join company_type_permissions ctp on ctp.id = rp.company_type_permission_id
                  where rp.role_id = r.id)
      ) order by lower(c.name), c.id)
      from user_roles ur
      join roles r on r.id = ur.role_id
      join companies c on c.id = ur.company_id
      left join companies cc on cc.id = c.created_by_company_id
      where ur.user_id = u.id
    ), '[]'::json) as roles
  from sessions s
  join users u on u.id = s.user_id
  left join companies uc on uc.id = u.created_by_company_id
  where s.id = $1 and s.expires_at > now()`;

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/**
 * The hot path of every request (DESIGN §10): a live session with its user, roles, companies and
 * permissions in ONE statement, so authentication costs a single round trip.
 */
export async function findSessionActor(
  database: Database,
  sessionId: string,
): Promise<SessionActor | null> {
  const [row] = await database.queryRows<SessionActorRow>(
    'turbine_session_actor',
    SESSION_ACTOR_SQL,
    [sessionId],
  );
  if (!row) return null;
  const roles = (typeof row.roles === 'string' ? JSON.parse(row.roles) : row.roles) as RoleJson[];
  return {
    sessionId: row.session_id,
    remember: row.remember,
    sessionLastActivityAt: asDate(row.session_last_activity_at),
    expiresAt: asDate(row.session_expires_at),
    twoFactorPassed: row.two_factor_passed,
    hasTwoFactor: row.has_two_factor,
    hasMicrosoftAccount: row.has_microsoft_account,
    twoFactorRequired: row.two_factor_required,
    user: {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      passwordChangedAt: asDate(row.password_changed_at),
      theme: row.theme,
      avatarFileVersionId: row.avatar_file_version_id,
      isTemporaryUser: row.is_temporary_user,
      temporaryExpiresAt: row.temporary_expires_at ? asDate(row.temporary_expires_at) : null,
      createdByCompany: row.created_by_company_id
        ? { id: row.created_by_company_id, name: row.created_by_company_name ?? '' }
        : null,
      lastActivityAt: row.last_activity_at ? asDate(row.last_activity_at) : null,
      createdAt: asDate(row.created_at),
    },
    roles: roles.map((r) => ({
      id: r.id,
      name: r.name,
      companyId: r.company.id,
      isAdmin: r.isAdmin,
      company: { ...r.company, refCompanyTypeId: r.company.refCompanyTypeId as CompanyType },
      companyTypePermissionIds: (r.perms ?? []).map((p) => p.id),
      permissions: (r.perms ?? []).map((p) => p.ref as Permission),
    })),
  };
}
