import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** The risks list and column view (§2 Risks, decision 090). */
export function registerRiskListRoutes(root: FastifyInstance, ctx: AppContext): void {
  void root;
  void ctx;
}
