import { z } from '../zod-config.ts';
import { afsKinds } from '../afs-authorisation.ts';

/** One loaded ASIC register extract (decision 219). */
export const afsRegisterUploadDto = z.object({
  id: z.number().int(),
  register: z.enum(afsKinds),
  fileName: z.string(),
  rowCount: z.number().int(),
  uploadedAt: z.number().int(),
});
export type AfsRegisterUploadDto = z.infer<typeof afsRegisterUploadDto>;

export const afsRegisterListDto = z.object({ data: z.array(afsRegisterUploadDto) });

export const afsRegisterUploadQuery = z.object({
  name: z.string().trim().min(1).max(255),
});
