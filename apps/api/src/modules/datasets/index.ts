import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerDatasetRoutes } from './datasets.routes.ts';

/** What other modules may use of company datasets: the engine's view for rating (decision 061). */
export { companyDatasetsFor } from './datasets.service.ts';

/** Registers the company datasets routes. */
export function registerDatasetsModule(app: FastifyInstance, ctx: AppContext): void {
  registerDatasetRoutes(app, ctx);
}
