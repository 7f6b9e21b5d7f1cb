import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** Send to client, declaration, interested parties, timeline, messages, notes, files, manual adjustments, endorsements, rating trace and underwriting statuses (decision 090). */
export function registerCollaborationRoutes(root: FastifyInstance, ctx: AppContext): void {
  void root;
  void ctx;
}
