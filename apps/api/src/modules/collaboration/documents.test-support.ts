import { CompanyType, type DirectoryDto, type DocumentFileDetailDto } from '@turbine/domain';
import { buildCompany, buildUser, companyWithAdmin, signedIn } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/client.ts';
import type { TestServer } from '../../../test/harness.ts';
import { addUserToCompany } from '../companies/memberships.repository.ts';
import { insertRole } from '../companies/roles.repository.ts';
import { productPackageBrokers, productPackages } from '../products/products.tables.ts';

export const pdfBytes = (text = 'schedule') =>
  Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

/**
 * An underwriter's store and the companies around it: a broker on one of its packages' broker list, a
 * client it created, a broker and an underwriter it does not work with, and a member without Manage documents.
 */
export async function documentsWorld(server: TestServer) {
  const underwriter = await companyWithAdmin(server, CompanyType.Underwriter);
  const broker = await companyWithAdmin(server, CompanyType.Broker);
  const otherBroker = await companyWithAdmin(server, CompanyType.Broker);
  const otherUnderwriter = await companyWithAdmin(server, CompanyType.Underwriter);
  const clientAdmin = await buildUser(server.ctx);
  const clientCompany = await buildCompany(server.ctx, {
    type: CompanyType.Client,
    createdByCompanyId: underwriter.company.id,
    admins: [clientAdmin],
  });
  const [pkg] = await server.ctx.db
    .insert(productPackages)
    .values({
      companyId: underwriter.company.id,
      name: 'Listed package',
      productType: 'single',
      riskReferenceFormat: '{id}',
      targetCountry: 'AU',
      brokerAccess: 'whitelist',
    })
    .returning();
  await server.ctx.db
    .insert(productPackageBrokers)
    .values({ packageId: pkg!.id, brokerCompanyId: broker.company.id });
  const reader = await buildUser(server.ctx);
  const role = await insertRole(
    server.ctx.db,
    { companyId: underwriter.company.id, name: 'Reader' },
    [],
  );
  await addUserToCompany(server.ctx.db, reader.id, underwriter.company.id, role.id);
  return {
    underwriter,
    broker,
    otherBroker,
    otherUnderwriter,
    client: { company: clientCompany, client: await signedIn(server, clientAdmin) },
    reader: await signedIn(server, reader),
  };
}

/** The documents API of an acting company. */
export function documentsApi(client: TestClient, companyId: number) {
  const base = `/companies/${companyId}/documents`;
  return {
    base,
    root: () => client.get<DirectoryDto>(base),
    folder: (id: number) => client.get<DirectoryDto>(`${base}?folderId=${id}`),
    createFolder: (body: Record<string, unknown>) =>
      client.json<{ id: number; errors?: Record<string, string[]>; code?: string }>(
        'POST',
        `${base}/folders`,
        body,
      ),
    patchFolder: (id: number, body: Record<string, unknown>) =>
      client.json<{ code?: string; errors?: Record<string, string[]> }>(
        'PATCH',
        `${base}/folders/${id}`,
        body,
      ),
    deleteFolder: (id: number) =>
      client.json<{ code?: string; message?: string }>('DELETE', `${base}/folders/${id}`),
    upload: (folderId: number, name: string, raw: Buffer, extra = '') =>
      client.json<
        DocumentFileDetailDto & {
          code?: string;
          message?: string;
          errors?: Record<string, string[]>;
        }
      >(
        'POST',
        `${base}/folders/${folderId}/files?name=${encodeURIComponent(name)}${extra}`,
        undefined,
        { raw },
      ),
    uploadVersion: (fileId: number, name: string, raw: Buffer) =>
      client.json<DocumentFileDetailDto & { code?: string }>(
        'POST',
        `${base}/files/${fileId}/versions?name=${encodeURIComponent(name)}`,
        undefined,
        { raw },
      ),
    file: (fileId: number) => client.get<DocumentFileDetailDto>(`${base}/files/${fileId}`),
    patchFile: (fileId: number, body: Record<string, unknown>) =>
      client.json<DocumentFileDetailDto & { code?: string }>(
        'PATCH',
        `${base}/files/${fileId}`,
        body,
      ),
    deleteFile: (fileId: number) =>
      client.json<{ code?: string; message?: string }>('DELETE', `${base}/files/${fileId}`),
  };
}
