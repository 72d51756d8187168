/** How the file screens show a file's size and type. */

const KIB = 1024;
const MIB = KIB * KIB;

/**
 * A size as people read it, in the language's number format: bytes below 1 KB, then kB
 * and MB (binary steps), one decimal below ten ("1,5 MB", "1.5 MB"), whole numbers above.
 */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes < KIB ? [bytes, 'byte'] : bytes < MIB ? [bytes / KIB, 'kilobyte'] : [bytes / MIB, 'megabyte'];
  const format = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'byte' || value >= 10 ? 0 : 1,
  });
  return format.format(value);
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/heic': 'HEIC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/zip': 'ZIP',
  'text/plain': 'TXT',
};

/** A media type by its format's short name ("PDF", "PNG"); unknown types as they are. */
export function fileTypeLabel(type: string): string {
  const bare = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return TYPE_NAMES[bare] ?? bare;
}

/** What the preview dialog can show: images and PDFs; everything else is downloaded. */
export type PreviewKind = 'image' | 'pdf';

export function previewKind(type: string): PreviewKind | undefined {
  const bare = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (bare === 'application/pdf') return 'pdf';
  // HEIC is not drawn by most browsers: it is downloaded instead.
  if (bare === 'image/jpeg' || bare === 'image/png' || bare === 'image/webp') return 'image';
  return undefined;
}
