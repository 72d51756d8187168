import { describe, expect, it } from 'vitest';
import { fileTypeLabel, formatFileSize, previewKind } from './file-display';

describe('file sizes and types as the screens show them', () => {
  it('formats sizes in the language number format, with binary kB and MB steps', () => {
    expect(formatFileSize(0, 'de')).toBe('0 Byte');
    expect(formatFileSize(1023, 'en')).toBe('1,023 byte');
    expect(formatFileSize(1536, 'de')).toBe('1,5 kB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(250 * 1024, 'de')).toBe('250 kB');
    expect(formatFileSize(2.25 * 1024 * 1024, 'de')).toBe('2,3 MB');
    expect(formatFileSize(25 * 1024 * 1024, 'en')).toBe('25 MB');
  });

  it('names known formats briefly and leaves other types as they are', () => {
    expect(fileTypeLabel('application/pdf')).toBe('PDF');
    expect(fileTypeLabel('image/PNG')).toBe('PNG');
    expect(fileTypeLabel('text/plain; charset=utf-8')).toBe('TXT');
    expect(fileTypeLabel('application/octet-stream')).toBe('application/octet-stream');
  });

  it('previews images the browser draws and PDFs; HEIC and others are downloaded', () => {
    expect(previewKind('image/jpeg')).toBe('image');
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('image/heic')).toBeUndefined();
    expect(previewKind('text/plain')).toBeUndefined();
  });
});
