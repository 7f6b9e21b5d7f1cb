import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerRiskListValueFilter } from '../risks/index.ts';
import { packageTagCondition } from './tags.repository.ts';
import { registerTagRoutes } from './tags.routes.ts';
import { registerTemplateTagging } from '../collaboration/index.ts';
import { templateTagging } from './template-tags.repository.ts';

/**
 * Company Tags (§1, §2; issue 13, decision 171): a company's own tags on the risk packages it takes part
 * in and on the companies it works with. Uses risks through its index; risks knows no tag.
 */
export function registerTagsModule(app: FastifyInstance, ctx: AppContext): void {
  registerTagRoutes(app, ctx);
  registerRiskListValueFilter('tagId', packageTagCondition);
  registerTemplateTagging(templateTagging);
}

/** For the automation's "add a tag" action: apply or remove one of a company's tags on a risk package. */
export {
  applyTagToRiskPackage,
  removeTagFromRiskPackage,
  type PackageTagInput,
} from './tag-risk-package.ts';
