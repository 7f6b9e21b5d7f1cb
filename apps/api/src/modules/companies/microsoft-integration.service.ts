import {
  MicrosoftLimits,
  type MicrosoftIntegrationDto,
  type MicrosoftSetupLinkDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { randomToken, sha256 } from '../../platform/http/tokens.ts';
import { publicUrl } from '../../platform/http/urls.ts';
import { microsoftEnabled, type MicrosoftIdentity } from '../identity/index.ts';
import {
  deleteCompanyTenant,
  findCompanyTenant,
  findUsableSetupLink,
  insertSetupLink,
  newestUsableSetupLink,
  upsertCompanyTenant,
  useSetupLink,
  voidSetupLinks,
  type SetupLinkRow,
} from './microsoft-integration.repository.ts';

const epoch = (d: Date | null | undefined) => (d ? Math.floor(d.getTime() / 1000) : null);

/** GET /companies/{id}/integrations/microsoft: the Company Integrations screen (§2). */
export async function microsoftIntegration(
  ctx: AppContext,
  scope: CompanyScope,
): Promise<MicrosoftIntegrationDto> {
  const tenant = await findCompanyTenant(ctx.db, scope.id);
  const link = await newestUsableSetupLink(ctx.db, scope.id);
  return {
    enabled: microsoftEnabled(ctx.config),
    connected: tenant !== undefined,
    tenantId: tenant?.tenantId ?? null,
    connectedAt: epoch(tenant?.connectedAt),
    connectedBy: tenant?.connectedBy ?? null,
    setupLinkExpiresAt: epoch(link?.expiresAt),
  };
}

/**
 * POST /companies/{id}/integrations/microsoft/setup-link: a link the company's IT admin opens to grant
 * admin consent (§9: valid 24 hours, single use). The token is shown once; only its hash is kept.
 */
export async function createSetupLink(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
): Promise<MicrosoftSetupLinkDto> {
  if (!microsoftEnabled(ctx.config)) throw new AppError('NOT_FOUND');
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + MicrosoftLimits.setupLinkHours * 3600_000);
  await inTransaction(ctx, async (tx) => {
    const link = await insertSetupLink(tx, {
      companyId: scope.id,
      tokenHash: sha256(token),
      createdByUserId: actor.user.id,
      expiresAt,
    });
    await recordEvent(tx, {
      entityType: 'company',
      entityId: scope.id,
      action: 'microsoft_setup_link_created',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { setupLinkId: link.id, expiresAt: expiresAt.toISOString() },
    });
  });
  return {
    url: `${publicUrl(ctx.config)}/microsoft/admin-consent?token=${token}`,
    expiresAt: epoch(expiresAt)!,
  };
}

/** DELETE /companies/{id}/integrations/microsoft: disconnects the tenant and voids open setup links. */
export async function disconnectMicrosoft(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const before = await findCompanyTenant(tx, scope.id);
    await voidSetupLinks(tx, scope.id);
    if (!before || !(await deleteCompanyTenant(tx, scope.id))) throw new AppError('NOT_FOUND');
    await recordEvent(tx, {
      entityType: 'company',
      entityId: scope.id,
      action: 'microsoft_disconnected',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { tenantId: before.tenantId },
    });
  });
}

/** GET /microsoft/admin-consent: the setup link behind a token, if it is unused and under 24 hours old. */
export async function openSetupLink(
  ctx: AppContext,
  token: string,
): Promise<SetupLinkRow | undefined> {
  return findUsableSetupLink(ctx.db, { tokenHash: sha256(token) });
}

/**
 * GET /microsoft/admin-consent-callback: connects the link's company to the tenant of the validated
 * id_token (never to a `tenant` query parameter, which anyone could forge). False when the link was spent
 * or expired meanwhile, or the token names no tenant.
 */
export async function connectTenant(
  ctx: AppContext,
  setupLinkId: number,
  who: MicrosoftIdentity,
): Promise<boolean> {
  const tenantId = who.tenantId;
  if (!tenantId) return false;
  return inTransaction(ctx, async (tx) => {
    const link = await findUsableSetupLink(tx, { id: setupLinkId });
    if (!link || !(await useSetupLink(tx, link.id))) return false;
    await upsertCompanyTenant(tx, {
      companyId: link.companyId,
      tenantId,
      connectedByUserId: link.createdByUserId,
    });
    await recordEvent(tx, {
      entityType: 'company',
      entityId: link.companyId,
      action: 'microsoft_connected',
      actorUserId: link.createdByUserId,
      companyId: link.companyId,
      after: { tenantId, consentedBy: who.email, setupLinkId: link.id },
    });
    return true;
  });
}
