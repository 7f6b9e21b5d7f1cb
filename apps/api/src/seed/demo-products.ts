import {
  ProductClass,
  productBody,
  productCodeBody,
  productPackageBody,
  ProductRole,
} from '@turbine/domain';
import type { z } from 'zod';
import type { Executor } from '../platform/db/client.ts';
import { writePackage } from '../modules/products/packages.repository.ts';
import { insertProductCode } from '../modules/products/product-codes.repository.ts';
import { insertProduct, type ProductRow } from '../modules/products/products.repository.ts';
import { cyberVersionSpec } from './demo-cyber.ts';
import { seedDemoEndorsement } from './demo-endorsements.ts';
import { piVersionSpec } from './demo-pi.ts';
import { accepted, createPublishedVersion, type DemoVersionSpec } from './demo-versions.ts';

export interface DemoProducts {
  mainProductId: number;
  addOnProductId: number;
  /** The main product's code, which the binding agreement section covers. */
  mainProductCodeId: number;
  endorsementId: number;
}

interface DemoProductInput {
  code: z.input<typeof productCodeBody>;
  product: Omit<z.input<typeof productBody>, 'productCodeIds'>;
  version: DemoVersionSpec;
}

/** One product with its code and a published version 1, each part as the API would accept it. */
async function seedProduct(
  tx: Executor,
  companyId: number,
  input: DemoProductInput,
  actorUserId: number | null,
): Promise<{ product: ProductRow; codeId: number }> {
  const code = await insertProductCode(tx, {
    companyId,
    ...accepted(productCodeBody, input.code, 'product code'),
  });
  const { productCodeIds, ...fields } = accepted(
    productBody,
    { ...input.product, productCodeIds: [code.id] },
    `product ${input.product.name}`,
  );
  const product = await insertProduct(tx, { companyId, ...fields }, productCodeIds);
  await createPublishedVersion(tx, companyId, product.id, input.version, actorUserId);
  return { product, codeId: code.id };
}

/**
 * The demo underwriter's products (decision 005): Professional Indemnity (main) with a 13-field form,
 * rating tables, formulas, referral, decline and endorsement rules and six test cases; a Cyber
 * Liability add-on; both published through the API's publish checks and offered together in one
 * package open to all brokers. `actorUserId` is recorded as the author of the publishing test runs.
 */
export async function seedDemoProducts(
  tx: Executor,
  companyId: number,
  actorUserId: number | null = null,
): Promise<DemoProducts> {
  const endorsement = await seedDemoEndorsement(tx, companyId);
  const main = await seedProduct(
    tx,
    companyId,
    {
      code: { code: 'PI-AU', description: 'Professional indemnity, Australia' },
      product: {
        name: 'Professional Indemnity',
        description:
          'For consulting professionals: accountants, architects, engineers, consultants',
        productClass: ProductClass.ProfessionalIndemnity,
        offeringType: ProductRole.Main,
      },
      version: piVersionSpec(endorsement.id),
    },
    actorUserId,
  );
  const addOn = await seedProduct(
    tx,
    companyId,
    {
      code: { code: 'CYB-AU', description: 'Cyber liability add-on, Australia' },
      product: {
        name: 'Cyber Liability add-on',
        description: 'Data breach and cyber incident cover beside professional indemnity',
        offeringType: ProductRole.AddOn,
        parentProductClass: ProductClass.ProfessionalIndemnity,
      },
      version: cyberVersionSpec(),
    },
    actorUserId,
  );
  // The package service checks that the main product is a main product and add-ons are add-ons; both hold by construction.
  const pkg = accepted(
    productPackageBody,
    {
      name: 'Consultants Package',
      description: 'Professional indemnity for consultants, with optional cyber cover',
      productType: 'retail',
      riskReferenceFormat: 'MER-{yyyy}{mm}-{id:6}',
      targetCountry: 'AU',
      mainProductId: main.product.id,
      addOnProductIds: [addOn.product.id],
      brokerAccess: 'all',
    },
    'package',
  );
  const { addOnProductIds, brokerCompanyIds: _brokers, ...columns } = pkg;
  await writePackage(tx, null, { companyId, ...columns }, addOnProductIds, []);
  return {
    mainProductId: main.product.id,
    addOnProductId: addOn.product.id,
    mainProductCodeId: main.codeId,
    endorsementId: endorsement.id,
  };
}
