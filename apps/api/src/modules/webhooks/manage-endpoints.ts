import type { WebhookEndpointDto, WebhookEndpointWithSecretDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { checkWebhookUrl } from './url-guard.ts';
import { isWebhookEventType } from './webhook-events.ts';
import { newWebhookSecret } from './signing.ts';
import { sealWebhookSecret, secretHint } from './webhook-secrets.ts';
import { presentEndpoint } from './webhooks.presenter.ts';
import {
  companyEndpoint,
  companyEndpoints,
  deleteEndpoint,
  insertEndpoint,
  updateEndpoint,
  type EndpointRow,
} from './webhooks.repository.ts';

export interface EndpointBody {
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
}

/** After a rotation the previous secret keeps signing for this long (decision 172). */
export const PREVIOUS_SECRET_HOURS = 24;

/** The request's events, each known, without repeats (422 under `events.N` for an unknown one). */
function eventsOf(body: EndpointBody): string[] {
  body.events.forEach((name, i) => {
    if (!isWebhookEventType(name)) throw fieldError(`events.${i}`, 'Unknown event.');
  });
  return [...new Set(body.events)];
}

async function endpointOf(ctx: AppContext, scope: CompanyScope, id: number): Promise<EndpointRow> {
  const row = await companyEndpoint(ctx.db, scope.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The company's webhook endpoints. */
export async function listEndpoints(
  ctx: AppContext,
  scope: CompanyScope,
): Promise<WebhookEndpointDto[]> {
  return (await companyEndpoints(ctx.db, scope.id)).map((r) => presentEndpoint(r));
}

/** One endpoint of the company. */
export async function getEndpoint(
  ctx: AppContext,
  scope: CompanyScope,
  id: number,
): Promise<WebhookEndpointDto> {
  return presentEndpoint(await endpointOf(ctx, scope, id));
}

/** Creates an endpoint with a new secret, answered this once (the database keeps it sealed). */
export async function createEndpoint(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: EndpointBody,
): Promise<WebhookEndpointWithSecretDto> {
  const url = await checkWebhookUrl(ctx.config, body.url);
  const events = eventsOf(body);
  const secret = newWebhookSecret();
  const row = await inTransaction(ctx, async (tx) => {
    const created = await insertEndpoint(tx, {
      companyId: scope.id,
      url,
      description: body.description,
      events,
      enabled: body.enabled,
      secretSealed: sealWebhookSecret(ctx, secret),
      secretHint: secretHint(secret),
    });
    await audit(tx, actor, scope, created.id, 'created', { url, events });
    return created;
  });
  return { endpoint: presentEndpoint(row), secret };
}

/** Changes an endpoint's URL, description, events or enabled flag (its secret stays). */
export async function updateEndpointSettings(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
  body: EndpointBody,
): Promise<WebhookEndpointDto> {
  await endpointOf(ctx, scope, id);
  const url = await checkWebhookUrl(ctx.config, body.url);
  const events = eventsOf(body);
  const row = await inTransaction(ctx, async (tx) => {
    const updated = await updateEndpoint(tx, id, {
      url,
      description: body.description,
      events,
      enabled: body.enabled,
    });
    await audit(tx, actor, scope, id, 'updated', { url, events, enabled: body.enabled });
    return updated;
  });
  return presentEndpoint(row);
}

/**
 * Rotates the secret: a new one is answered this once; the previous one still signs, beside the new one,
 * for PREVIOUS_SECRET_HOURS so receivers can switch without missing a message. A second rotation within
 * that time drops the oldest.
 */
export async function rotateEndpointSecret(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<WebhookEndpointWithSecretDto> {
  const before = await endpointOf(ctx, scope, id);
  const secret = newWebhookSecret();
  const row = await inTransaction(ctx, async (tx) => {
    const updated = await updateEndpoint(tx, id, {
      secretSealed: sealWebhookSecret(ctx, secret),
      secretHint: secretHint(secret),
      previousSecretSealed: before.secretSealed,
      previousSecretExpiresAt: new Date(Date.now() + PREVIOUS_SECRET_HOURS * 3600_000),
    });
    await audit(tx, actor, scope, id, 'secret_rotated', { secretHint: updated.secretHint });
    return updated;
  });
  return { endpoint: presentEndpoint(row), secret };
}

/** Deletes an endpoint with its deliveries and their log. */
export async function removeEndpoint(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<void> {
  const before = await endpointOf(ctx, scope, id);
  await inTransaction(ctx, async (tx) => {
    await deleteEndpoint(tx, id);
    await audit(tx, actor, scope, id, 'deleted', { url: before.url });
  });
}

function audit(
  tx: Parameters<typeof recordEvent>[0],
  actor: Actor,
  scope: CompanyScope,
  id: number,
  action: string,
  after: unknown,
) {
  return recordEvent(tx, {
    entityType: 'webhook_endpoint',
    entityId: id,
    action,
    actorUserId: actor.user.id,
    companyId: scope.id,
    after,
  });
}
