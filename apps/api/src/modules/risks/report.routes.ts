import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** The bound-policy report (§2, §5, §7, §9). */
export function registerReportRoutes(root: FastifyInstance, ctx: AppContext): void {
  void root;
  void ctx;
}
