import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { FileStorage } from './files/storage.ts';
import type { Mailer } from './mail/mailer.ts';
import type { UserMemberships } from './memberships.ts';
import type { ActorCache } from './http/actor-cache.ts';
import type { SessionActor } from './http/session-actor.ts';
import type { RealtimeServer } from './realtime/index.ts';

/** What every service needs, built once per process and handed to route registrars. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  /** Recently authenticated sessions on this node (cleared after every write request). */
  actorCache: ActorCache<SessionActor>;
  log: FastifyBaseLogger;
  /** Hooks other modules register to react to committed domain events (notifications, realtime). */
  events: DomainEventBus;
  /** Pusher-protocol server: publish to channels on every node (DESIGN §7). */
  realtime: RealtimeServer;
  /** A user's companies and roles, provided by the companies module. */
  memberships: UserMemberships;
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

/** In-process bus for events published after commit; listeners must not throw into the caller. */
export class DomainEventBus {
  private readonly listeners: DomainEventListener[] = [];
  constructor(private readonly log: FastifyBaseLogger) {}

  /** Adds a listener for every committed domain event. */
  subscribe(listener: DomainEventListener): void {
    this.listeners.push(listener);
  }

  /** Delivers an event to every listener; a failing listener is logged, not propagated. */
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
