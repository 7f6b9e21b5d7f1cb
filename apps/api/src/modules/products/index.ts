import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerPackageImageRoutes } from './package-image.routes.ts';
import { registerPackageRoutes } from './packages.routes.ts';
import { registerBrokeragePackageRoutes } from './brokerage-packages.routes.ts';
import { registerProductCodeRoutes } from './product-codes.routes.ts';
import { registerProductSubClassRoutes } from './product-sub-classes.routes.ts';
import { registerProductRoutes } from './products.routes.ts';
import { registerVersionItemRoutes } from './version-items.routes.ts';

/** What other modules may use of products. */
export { lockProductVersion } from './versions.service.ts';
export { publishedVersionBreaks } from './dataset-changes.ts';
export { loadVersionParts, toRatingVersion } from './rating-version.ts';
export { publishedVersionRows } from './versions.repository.ts';
export { rateOnVersion } from './rating.service.ts';
export { proposalErrors, quoteOptionFields, type QuoteOptionField } from './proposal-form.ts';
export { ratingCaseOf, proposalErrorsOn } from './rating-case.ts';
export { versionOf } from './version-guard.ts';
export { manageProducts } from './products.policy.ts';
export { versionParams } from './route-params.ts';

/** Registers every products route (packages, codes, products, versions and what they hold). */
export function registerProductsModule(app: FastifyInstance, ctx: AppContext): void {
  registerProductCodeRoutes(app, ctx);
  registerProductSubClassRoutes(app, ctx);
  registerPackageRoutes(app, ctx);
  registerBrokeragePackageRoutes(app, ctx);
  registerPackageImageRoutes(app, ctx);
  registerProductRoutes(app, ctx);
  registerVersionItemRoutes(app, ctx);
}
