/**
 * The domain events a webhook endpoint may receive (decision 172): those the platform already records
 * through the outbox (`ctx.events.record`: risk lifecycle notices, collaboration, claims, companies), each
 * delivered to the endpoints of the event's company. `webhook.test` is the endpoint page's test message.
 */
export const webhookEventTypes = [
  { name: 'risk.submitted', description: 'A risk was submitted to the underwriter.' },
  { name: 'risk.quoted', description: 'A quote was issued.' },
  { name: 'risk.referred', description: 'A risk was referred to an underwriter.' },
  { name: 'risk.declined', description: 'A risk was declined.' },
  { name: 'risk.approval_requested', description: 'Approval of a risk was requested.' },
  { name: 'risk.approved', description: 'Approval of a risk was given.' },
  { name: 'risk.approval_denied', description: 'Approval of a risk was denied.' },
  { name: 'risk.bound', description: 'A policy was bound.' },
  { name: 'risk.not_taken_up', description: 'A quote expired and was not taken up.' },
  { name: 'risk.assigned', description: 'An underwriter was assigned to a risk.' },
  { name: 'risk.message', description: 'A message was posted on a risk.' },
  { name: 'risk.client_done', description: 'The client completed the proposal.' },
  { name: 'claim.reported', description: 'An incident was reported.' },
  { name: 'claim.accepted', description: 'An incident was accepted as a claim.' },
  { name: 'claim.declined', description: 'An incident was declined.' },
  { name: 'claim.appointed', description: 'A legal firm was appointed on a claim.' },
  { name: 'claim.status_changed', description: 'A claim changed status.' },
  { name: 'claim.message', description: 'A message was posted on a claim.' },
  { name: 'invitation.accepted', description: 'An invitation to the company was accepted.' },
  { name: 'company.role_changed', description: 'A user’s role in the company changed.' },
  { name: 'company.user_removed', description: 'A user was removed from the company.' },
] as const;

export const TEST_EVENT_TYPE = 'webhook.test';

const known = new Set<string>(webhookEventTypes.map((e) => e.name));

/** True for an event name an endpoint may subscribe to. */
export const isWebhookEventType = (name: string): boolean => known.has(name);
