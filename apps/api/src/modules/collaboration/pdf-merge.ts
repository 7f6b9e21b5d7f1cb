import { PDFDocument } from 'pdf-lib';

/** An uploaded PDF a combined template appends (decision 186). */
export interface AppendedPdf {
  name: string;
  bytes: Buffer;
}

/**
 * The generated PDF followed by every page of each uploaded PDF, in order, as one document (pdf-lib).
 * A PDF that cannot be read (damaged, encrypted) is an error naming it: generation records it as failed.
 */
export async function appendPdfs(main: Buffer, extras: AppendedPdf[]): Promise<Buffer> {
  if (extras.length === 0) return main;
  const out = await PDFDocument.load(main);
  for (const extra of extras) {
    let doc: PDFDocument;
    try {
      doc = await PDFDocument.load(extra.bytes);
    } catch (error) {
      throw new Error(`The additional document ${extra.name} cannot be read as a PDF.`, {
        cause: error,
      });
    }
    const pages = await out.copyPages(doc, doc.getPageIndices());
    for (const page of pages) out.addPage(page);
  }
  return Buffer.from(await out.save());
}
