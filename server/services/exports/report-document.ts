// The PDF document reports are laid out on: embedded fonts that cover our twins' languages, a fallback font per
// glyph, and long words broken so that line wrapping stays linear.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

const requireFont = createRequire(import.meta.url);

type Style = 'regular' | 'bold' | 'italic';

/**
 * Fonts from npm packages, in fallback order per style: DejaVu Sans (Latin with Maltese and Dutch, Greek, Cyrillic,
 * Hebrew), Noto Sans SC (Chinese, Japanese kana), Noto Sans KR (Hangul) and Noto Emoji. A package that is not installed is
 * skipped; with none, reports fall back to pdfkit's built-in Helvetica (Western European only).
 */
const FONT_FILES: Record<Style, string[]> = {
  regular: [
    'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
    '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
    '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
  ],
  bold: [
    'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
    '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
    '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
    '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf',
  ],
  italic: [
    'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf',
    '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
    '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
  ],
};

/** The built-in font each style falls back to when no font package is installed, and the names callers use. */
const BUILT_IN: Record<Style, string> = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
};
const STYLE_OF_NAME: Record<string, Style> = Object.fromEntries(
  Object.entries(BUILT_IN).map(([style, name]) => [name, style as Style]),
);

type LoadedFont = { name: string; data: Buffer; covers: (codePoint: number) => boolean };

function loadFonts(): Record<Style, LoadedFont[]> {
  const cache = new Map<string, LoadedFont>();
  const load = (file: string): LoadedFont[] => {
    let path: string;
    try {
      path = requireFont.resolve(file);
    } catch {
      return [];
    }
    if (!cache.has(path)) {
      const data = readFileSync(path);
      const font = fontkit.create(data);
      cache.set(path, {
        name: `report-${cache.size}`,
        data,
        covers: (codePoint) => font.hasGlyphForCodePoint(codePoint),
      });
    }
    return [cache.get(path)!];
  };
  return {
    regular: FONT_FILES.regular.flatMap(load),
    bold: FONT_FILES.bold.flatMap(load),
    italic: FONT_FILES.italic.flatMap(load),
  };
}

let fonts: Record<Style, LoadedFont[]> | undefined;
/** Read once per thread, on the first report. */
const loadedFonts = () => (fonts ??= loadFonts());

/** Longer runs without a break opportunity get one (a zero-width space) every this many characters. */
export const LONGEST_UNBROKEN = 40;
const ZERO_WIDTH_SPACE = '\u200B';
const LONG_WORD = new RegExp(`[^\\s\\u200B]{${LONGEST_UNBROKEN}}(?=[^\\s\\u200B])`, 'gu');

/** Text with a break opportunity at least every LONGEST_UNBROKEN characters: pdfkit wraps an unbroken word in quadratic time. */
export const breakLongWords = (text: string) => text.replace(LONG_WORD, (run) => run + ZERO_WIDTH_SPACE);

/** Consecutive characters that the same font of the chain draws (the first that has a glyph; else the first font). */
function fontRuns(text: string, chain: LoadedFont[]): Array<{ font: LoadedFont; text: string }> {
  const runs: Array<{ font: LoadedFont; text: string }> = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const last = runs.at(-1);
    // Spaces and joiners stay with the run they are in, so words are not split into one run per font.
    const neutral = /\s/u.test(char) || (codePoint >= 0x200b && codePoint <= 0x200d) || codePoint === 0xfe0f;
    const font =
      neutral && last ? last.font : (chain.find((candidate) => candidate.covers(codePoint)) ?? chain[0]!);
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

type TextOptions = PDFKit.Mixins.TextOptions;

/**
 * A pdfkit document whose `font('Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique')` selects a style of the embedded
 * fonts and whose `text` draws each character with the first font of the style's chain that has it.
 */
export class ReportDocument extends PDFDocument {
  private style: Style = 'regular';
  private registered = false;

  constructor(options?: PDFKit.PDFDocumentOptions) {
    super(options);
    const all = loadedFonts();
    for (const style of Object.keys(all) as Style[])
      for (const font of all[style]) this.registerFont(font.name, font.data);
    this.registered = true;
  }

  override font(name: PDFKit.Mixins.PDFFontSource, ...rest: unknown[]): this {
    const style = typeof name === 'string' ? STYLE_OF_NAME[name] : undefined;
    // pdfkit's own constructor selects Helvetica before the embedded fonts are registered: it keeps it.
    const first = style && this.registered ? loadedFonts()[style][0] : undefined;
    if (style && first) {
      this.style = style;
      return super.font(first.name);
    }
    return (super.font as (...args: unknown[]) => this)(name, ...rest);
  }

  override text(text: string | number, x?: number | TextOptions, y?: number, options?: TextOptions): this {
    const chain = loadedFonts()[this.style];
    const source = breakLongWords(String(text));
    const position = typeof x === 'number' ? [x, y] : [];
    const given = (typeof x === 'object' ? x : options) ?? {};
    const runs = chain.length > 0 ? fontRuns(source, chain) : [];
    if (runs.length <= 1) {
      if (runs[0]) super.font(runs[0].font.name);
      return (super.text as (...args: unknown[]) => this)(source, ...position, given);
    }
    runs.forEach((run, index) => {
      super.font(run.font.name);
      const last = index === runs.length - 1;
      const args = index === 0 ? [...position] : [];
      (super.text as (...args: unknown[]) => this)(run.text, ...args, {
        ...given,
        continued: last ? (given.continued ?? false) : true,
      });
    });
    super.font(chain[0]!.name);
    return this;
  }
}
