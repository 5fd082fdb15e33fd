import sharp from 'sharp';

export interface AdImageOptions {
  lines: string[];
  size?: number;
  background?: string;
  ink?: string;
  format?: 'png' | 'jpeg' | 'webp';
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A square ad made in the test: bold lines of text on a flat background, rendered by sharp from SVG. */
export async function renderAdImage({
  lines,
  size = 1080,
  background = '#f4a300',
  ink = '#111111',
  format = 'png',
}: AdImageOptions): Promise<Buffer> {
  const fontSize = Math.round(size / 10);
  const top = size / 2 - ((lines.length - 1) * fontSize * 1.3) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${size / 2}" y="${Math.round(top + i * fontSize * 1.3)}" font-size="${fontSize}" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="${ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${background}"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}
