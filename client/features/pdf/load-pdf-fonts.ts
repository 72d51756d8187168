import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import { fetchPdfFonts, type PdfFonts } from './pdf-fonts';

let loading: Promise<PdfFonts> | undefined;

/**
 * The report fonts, fetched when the first PDF is made and kept for the session. The files are
 * separate assets (never in the main bundle) that the service worker precaches for offline use.
 */
export function loadPdfFonts(): Promise<PdfFonts> {
  loading ??= fetchPdfFonts({ regular: regularUrl, bold: boldUrl }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
