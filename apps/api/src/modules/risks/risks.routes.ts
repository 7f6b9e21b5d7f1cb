import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** Risk packages: options, create, detail, edit, proposals, rating and lifecycle actions (decisions 080, 090). */
export function registerRiskRoutes(root: FastifyInstance, ctx: AppContext): void {
  void root;
  void ctx;
}
