// The part of pdfmake 0.3 (server side) the document templates use (decision 147). @types/pdfmake
// pulls the DOM library into the API's types, so it is not installed.
declare module 'pdfmake' {
  type Content = import('./pdf-content.ts').Content;
  interface DocumentDefinition {
    pageSize: string;
    pageMargins: [number, number, number, number];
    info: { title: string; author: string; creator: string };
    header: () => Content;
    footer: (page: number, pages: number) => Content;
    content: Content[];
    defaultStyle: Record<string, unknown>;
  }
  const pdfmake: {
    setFonts(
      fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>,
    ): void;
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    createPdf(doc: DocumentDefinition): { getBuffer(): Promise<Uint8Array> };
  };
  export default pdfmake;
}
