import { correction, generate } from 'lean-qr';
import { describe, expect, it } from 'vitest';
import { decodeQr } from './testing';

function matrixOf(code: ReturnType<typeof generate>): boolean[][] {
  return Array.from({ length: code.size }, (_, y) => Array.from({ length: code.size }, (_, x) => code.get(x, y)));
}

describe('decodeQr (test support for OI-PRINT-5)', () => {
  it('reads codes of every correction level, mode and a multi-block version', () => {
    const texts = [
      'https://sorgfalt.example/substance_instructions/acme-si-acetone',
      '01234567',
      'HELLO WORLD 42',
      'Gefahrstoff Ä Ö Ü ß – €',
      `https://sorgfalt.example/work_equipment_instructions/${'x'.repeat(50)}`,
    ];
    for (const text of texts) {
      for (const level of [correction.L, correction.M, correction.Q, correction.H]) {
        const code = generate(text, { minCorrectionLevel: level, maxCorrectionLevel: level });
        expect(decodeQr(matrixOf(code)), text).toBe(text);
      }
    }
  });

  it('refuses a damaged code instead of reading something else', () => {
    const matrix = matrixOf(generate('https://sorgfalt.example/x', { minCorrectionLevel: correction.M }));
    const row = matrix[matrix.length - 1];
    if (!row) throw new Error('no row');
    row[matrix.length - 1] = !row[matrix.length - 1];
    expect(() => decodeQr(matrix)).toThrow(/Reed–Solomon/);
  });
});
