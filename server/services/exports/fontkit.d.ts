// The part of fontkit (pdfkit's font reader, which ships no types) that report-document.ts uses.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
