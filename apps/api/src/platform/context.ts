import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db, Tx } from './db/client.ts';
import type { RowGate } from './db/row-gate.ts';
import type { AfterCommitTask } from './db/unit-of-work.ts';
import type { FileStorage } from './files/storage.ts';
import type { Mailer } from './mail/mailer.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import type { UserMemberships } from './memberships.ts';
import type { ActorCache } from './http/actor-cache.ts';
import type { NodeCaches } from './cluster/node-caches.ts';
import type { SessionActor } from './http/session-actor.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { TrackedJobs } from './jobs/tracked-jobs.ts';
import type { Outbox } from './outbox/outbox.ts';
import type { RealtimeServer } from './realtime/index.ts';

/** What every service needs, built once per process and handed to route registrars. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  /** Text messages (two-factor codes): an outbox and the provider SMS_PROVIDER names (decision 123). */
  sms: SmsSender;
  /** Recently authenticated sessions on this node (cleared after every write request, on every node). */
  actorCache: ActorCache<SessionActor>;
  /** Every per-node cache: a write clears them here and on every other node before it answers (decision 112). */
  caches: NodeCaches;
  log: FastifyBaseLogger;
  /** Hooks other modules register to react to committed domain events (notifications, realtime). */
  events: DomainEventBus;
  /** After-commit work written in the business transaction and delivered at least once (decision 102). */
  outbox: Outbox;
  /** Background jobs (pg-boss on the same database); started by `npm start` or `npm run worker`. */
  jobs: Jobs;
  /** Jobs a user asked for, with state, progress and a result (decision 106). */
  trackedJobs: TrackedJobs;
  /** Pusher-protocol server: publish to channels on every node (DESIGN §7). */
  realtime: RealtimeServer;
  /** A user's companies and roles, provided by the companies module. */
  memberships: UserMemberships;
  /**
   * Writes that will lock one row wait here, per node and per row, before taking a connection (decision
   * 110): one gate for the whole app, so every route that locks a given row queues in the same line.
   */
  rowGate: RowGate;
}

export interface DomainEvent {
  type: string;
  companyId: number | null;
  actorUserId: number | null;
  /** Users the event concerns (notification recipients). */
  userIds: number[];
  data: Record<string, unknown>;
}

export type DomainEventListener = (event: DomainEvent) => Promise<void> | void;

/** Runs inside the outbox delivery transaction: its writes commit with the row's delivered mark. */
export type DurableEventListener = (
  event: DomainEvent,
  tx: Tx,
  after: (task: AfterCommitTask) => void,
) => Promise<void>;

/** The outbox topic domain events travel on. */
export const DOMAIN_EVENT_TOPIC = 'domain-event';

/**
 * Domain events (decision 102): `record` writes the event to the outbox in the business transaction;
 * its delivery runs the durable listeners (notifications) in one transaction with the delivered mark,
 * so they take effect exactly once, then the plain listeners once that has committed.
 */
export class DomainEventBus {
  private readonly listeners: DomainEventListener[] = [];
  private readonly durable: DurableEventListener[] = [];

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly outbox: Outbox,
  ) {
    outbox.handle(DOMAIN_EVENT_TOPIC, (tx, payload, after) =>
      this.deliver(payload as DomainEvent, tx, after),
    );
  }

  /** Adds a listener for every delivered domain event (after the delivery commits; best effort). */
  subscribe(listener: DomainEventListener): void {
    this.listeners.push(listener);
  }

  /** Adds a listener that runs in the delivery transaction; if it throws, the delivery is retried. */
  subscribeDurable(listener: DurableEventListener): void {
    this.durable.push(listener);
  }

  /** Writes the event to the outbox in the caller's transaction (delivered after commit); its row id. */
  record(tx: Tx, after: (task: AfterCommitTask) => void, event: DomainEvent): Promise<number> {
    return this.outbox.write(tx, after, DOMAIN_EVENT_TOPIC, event);
  }

  private async deliver(
    event: DomainEvent,
    tx: Tx,
    after: (task: AfterCommitTask) => void,
  ): Promise<void> {
    for (const listener of this.durable) await listener(event, tx, after);
    after(() => this.publish(event));
  }

  /** Delivers an event to every plain listener; a failing listener is logged, not propagated. */
  async publish(event: DomainEvent): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (error) {
        this.log.error({ err: error, event: event.type }, 'domain event listener failed');
      }
    }
  }
}
