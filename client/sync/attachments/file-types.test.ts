import { describe, expect, it } from 'vitest';
import { acceptAttribute, acceptsType, sniffType } from './file-types';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('file types a field accepts', () => {
  it('sniffs the type from the first bytes, not from the name or the browser', async () => {
    expect(await sniffType(new Blob([PNG], { type: 'application/pdf' }))).toBe('image/png');
    expect(await sniffType(new Blob(['%PDF-1.4\n'], { type: '' }))).toBe('application/pdf');
    expect(await sniffType(new Blob(['<svg/>'], { type: 'image/svg+xml' }))).toBe('image/svg+xml');
    expect(await sniffType(new Blob(['plain'], { type: '' }))).toBe('application/octet-stream');
  });

  it('image fields take only the image formats the server reads', () => {
    expect(acceptsType('image', 'image/jpeg')).toBe(true);
    expect(acceptsType('image', 'image/heic')).toBe(true);
    expect(acceptsType('image', 'image/gif')).toBe(false);
    expect(acceptsType('image', 'application/pdf')).toBe(false);
  });

  it('pdf fields take PDF only', () => {
    expect(acceptsType('pdf', 'application/pdf')).toBe(true);
    expect(acceptsType('pdf', 'image/png')).toBe(false);
  });

  it('any-file fields refuse markup and unreadable image formats, the server decides the rest', () => {
    expect(acceptsType('any', 'application/pdf')).toBe(true);
    expect(acceptsType('any', 'text/plain')).toBe(true);
    expect(acceptsType('any', 'application/octet-stream')).toBe(true);
    expect(acceptsType('any', 'image/svg+xml')).toBe(false);
    expect(acceptsType('any', 'text/html')).toBe(false);
    expect(acceptsType('any', 'image/gif')).toBe(false);
  });

  it('gives the picker a hint for image and PDF fields only', () => {
    expect(acceptAttribute('image')).toBe('image/jpeg,image/png,image/webp,image/heic');
    expect(acceptAttribute('pdf')).toBe('application/pdf,.pdf');
    expect(acceptAttribute('any')).toBeUndefined();
  });
});
