/** What a blob is sized against: images, PDFs and other documents have their own caps. */
export type BlobKind = 'image' | 'pdf' | 'document';

/** The file types the blob store accepts, by MIME type: extension (for the served file name) and kind. */
export const BLOB_TYPES = {
  'image/jpeg': { extension: 'jpg', kind: 'image' },
  'image/png': { extension: 'png', kind: 'image' },
  'image/webp': { extension: 'webp', kind: 'image' },
  'image/heic': { extension: 'heic', kind: 'image' },
  'application/pdf': { extension: 'pdf', kind: 'pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { extension: 'docx', kind: 'document' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { extension: 'xlsx', kind: 'document' },
  'text/plain': { extension: 'txt', kind: 'document' },
} as const satisfies Record<string, { extension: string; kind: BlobKind }>;

export type BlobType = keyof typeof BLOB_TYPES;

export function isBlobType(value: string): value is BlobType {
  return Object.hasOwn(BLOB_TYPES, value);
}

/** The `Content-Type` a blob is served with; text was checked to be UTF-8 on upload. */
export function servedContentType(type: BlobType): string {
  return type === 'text/plain' ? 'text/plain; charset=utf-8' : type;
}

/** Size and pixel caps of uploads (SECURITY.md "Files"); tests inject small ones. */
export interface BlobLimits {
  readonly bytes: Readonly<Record<BlobKind, number>>;
  /** Width × height an image may declare in its header. */
  readonly maxPixels: number;
}

const MIB = 1024 * 1024;

export const DEFAULT_BLOB_LIMITS: BlobLimits = {
  bytes: { image: 15 * MIB, pdf: 25 * MIB, document: 25 * MIB },
  maxPixels: 100_000_000,
};

/** The largest upload of any kind: the read cap when the client declares no particular type. */
export function largestCap(limits: BlobLimits): number {
  return Math.max(limits.bytes.image, limits.bytes.pdf, limits.bytes.document);
}

/**
 * Request content types the upload route reads, and which cap stops reading early. The
 * header only picks the cap; the stored type comes from the magic bytes.
 */
export const DECLARED_CONTENT_TYPES: Readonly<Record<string, BlobKind | 'any'>> = {
  'application/octet-stream': 'any',
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/heic': 'image',
  'image/heif': 'image',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'document',
  'application/zip': 'document',
  'text/plain': 'document',
};
