import { manageProducts, readProducts } from './products.policy.ts';

/* What the routes on a version's items share (version-items.routes.ts, version-formulas.routes.ts). */

export const ref = (p: { productId: number; versionId: number }) => ({
  productId: p.productId,
  versionId: p.versionId,
});

export const v = '/companies/:companyId/products/:productId/versions/:versionId';
export const read = { access: readProducts };
export const manage = { access: manageProducts };
/** Answers 204 once the awaited deletion (its first argument) is done. */
export const answerNoContent = async (
  _: unknown,
  reply: { status(n: 204): { send(body: null): unknown } },
): Promise<void> => {
  reply.status(204).send(null);
};
