import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerPolicyImportRoutes } from './imports.routes.ts';
import { definePolicyImportJob } from './run-policy-import.ts';

/**
 * Imports (DESIGN §2 "imports"): Import Policy Data, the bulk CSV import of legacy policies (decision 128).
 * Writes into the risk tables the platform uses; nothing imports this module.
 */
export function registerImportsModule(app: FastifyInstance, ctx: AppContext): void {
  registerPolicyImportRoutes(app, ctx);
  definePolicyImportJob(ctx);
}
