import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { toXlsx } from '../../ui/xlsx';
import { sheetFromBytes } from './read-file';
import { MAX_FILE_BYTES, MAX_ROWS } from './sheet';

const problemOf = (name: string, bytes: Uint8Array) =>
  sheetFromBytes(name, bytes).then(
    () => 'read',
    (error: { problem?: string }) => error.problem,
  );

describe('reading a chosen file', () => {
  it('reads a workbook by its zip signature and CSV by its name, Windows code page included', async () => {
    expect((await sheetFromBytes('liste', toXlsx('L', ['Name'], [['Lenz']]))).rows).toEqual([['Name'], ['Lenz']]);
    const latin1 = new Uint8Array([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]);
    expect((await sheetFromBytes('alt.csv', latin1)).rows).toEqual([['Name'], ['Müller']]);
  });

  it('refuses files too large, with too many rows, without data rows, of another kind or corrupt', async () => {
    expect(await problemOf('a.csv', new Uint8Array(MAX_FILE_BYTES + 1))).toBe('tooLarge');
    expect(await problemOf('a.csv', strToU8(`Name\n${'x\n'.repeat(MAX_ROWS + 1)}`))).toBe('tooManyRows');
    expect(await problemOf('a.csv', strToU8(`Name\n${'x\n'.repeat(MAX_ROWS)}\n\n`))).toBe('read');
    expect(await problemOf('a.csv', strToU8('Name\n;\n'))).toBe('empty');
    expect(await problemOf('a.pdf', strToU8('%PDF'))).toBe('unsupported');
    expect(await problemOf('a.xlsx', strToU8('not a zip'))).toBe('corrupt');
  });
});
