import type { jsPDF } from 'jspdf';
import type { HasGlyph } from './pdf-text';

/** The family every report prints in: DejaVu Sans covers Latin, Greek and Cyrillic (decision 0017). */
export const FONT_FAMILY = 'DejaVuSans';

/** The regular and bold TrueType files as binary strings, the form jsPDF's virtual file system takes. */
export interface PdfFonts {
  readonly regular: string;
  readonly bold: string;
}

/** Where the two font files are: asset URLs in the app, data URLs in tests. */
export interface PdfFontUrls {
  readonly regular: string;
  readonly bold: string;
}

const CHUNK = 0x8000;

function binaryString(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += CHUNK) {
    parts.push(String.fromCharCode(...bytes.subarray(start, start + CHUNK)));
  }
  return parts.join('');
}

async function fetchFont(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the PDF font ${url} answered ${response.status}`);
  return binaryString(new Uint8Array(await response.arrayBuffer()));
}

/** Reads both font files (from the service worker's cache when offline). */
export async function fetchPdfFonts(urls: PdfFontUrls): Promise<PdfFonts> {
  const [regular, bold] = await Promise.all([fetchFont(urls.regular), fetchFont(urls.bold)]);
  return { regular, bold };
}

/** Registers the fonts with a new document and makes the regular one current. */
export function embedFonts(doc: jsPDF, fonts: PdfFonts): void {
  doc.addFileToVFS('DejaVuSans.ttf', fonts.regular);
  doc.addFileToVFS('DejaVuSans-Bold.ttf', fonts.bold);
  doc.addFont('DejaVuSans.ttf', FONT_FAMILY, 'normal');
  doc.addFont('DejaVuSans-Bold.ttf', FONT_FAMILY, 'bold');
  doc.setFont(FONT_FAMILY, 'normal');
}

interface FontMetadata {
  readonly cmap?: { readonly unicode?: { readonly codeMap?: Readonly<Record<number, number>> } };
}

/** Whether the document's current font can draw a character (glyph 0 is the empty box). */
export function currentFontHasGlyph(doc: jsPDF): HasGlyph {
  const metadata: FontMetadata | undefined = doc.getFont().metadata;
  const codeMap = metadata?.cmap?.unicode?.codeMap ?? {};
  return (code) => (codeMap[code] ?? 0) !== 0;
}
