/** pdfmake's document content, as far as the template renderer writes it (decision 147). */
export interface ContentText {
  text: string | ContentText[];
  bold?: boolean;
  italics?: boolean;
  decoration?: 'underline' | 'lineThrough';
  link?: string;
  fontSize?: number;
  color?: string;
  alignment?: 'left' | 'right' | 'center';
  margin?: [number, number, number, number];
  pageBreak?: 'before';
}
export type Content =
  | ContentText
  | { stack: Content[] }
  | { ul: Content[]; margin?: [number, number, number, number] }
  | { ol: Content[]; margin?: [number, number, number, number] }
  | { columns: Content[]; margin?: [number, number, number, number] }
  | {
      canvas: { type: 'line'; x1: number; y1: number; x2: number; y2: number; lineWidth: number }[];
      margin?: [number, number, number, number];
    };
