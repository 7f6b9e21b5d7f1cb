import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerCollaborationRoutes } from './collaboration.routes.ts';

/**
 * Collaboration on a risk package (DESIGN §2 "collaboration"; decision 090): messages, notes, the
 * timeline, files, interested parties, the declaration and the client's access. Built on the risk
 * aggregate through risks/index.ts; risks never imports it.
 */
export function registerCollaborationModule(app: FastifyInstance, ctx: AppContext): void {
  registerCollaborationRoutes(app, ctx);
}

/** The document types a shared risk or claim file may have (decision 108). */
export { riskFileTypes } from './risk-files.types.ts';
