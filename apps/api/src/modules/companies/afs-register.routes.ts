import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afsRegisterListDto, afsRegisterUploadDto, afsRegisterUploadQuery } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { uploadOf, type UploadPolicy } from '../../platform/files/upload-guard.ts';
import { uploadBodyLimit } from '../../platform/http/body-parsing.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf } from '../../platform/http/guard.ts';
import { listAfsRegisters, uploadAfsRegister } from './afs-register.service.ts';

const MAX_MB = 60;
// ASIC publishes the AR extract as a tab-delimited .csv; a .txt of it is accepted too.
const upload: UploadPolicy = {
  types: ['text/csv', 'text/plain'],
  nameQuery: 'name',
  maxMb: MAX_MB,
};

/** The operator's ASIC register extracts (decision 219): system users only. */
export function registerAfsRegisterRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/system/afs-register',
    { schema: { response: { 200: afsRegisterListDto } }, config: { access: access.system } },
    async () => ({ data: await listAfsRegisters(ctx) }),
  );
  app.post(
    '/system/afs-register',
    {
      schema: { querystring: afsRegisterUploadQuery, response: { 201: afsRegisterUploadDto } },
      config: { access: access.system, upload },
      bodyLimit: uploadBodyLimit(MAX_MB),
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await uploadAfsRegister(ctx, actorOf(req), req.query.name, uploadOf(req).body)),
  );
}
