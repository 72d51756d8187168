import { describe, expect, it } from 'vitest';
import { fileReferences } from './file-reference';
import { fileRow, filterFileRows, sortFileRows } from './file-rows';

const SHA = 'a'.repeat(64);

function doc(id: string, name: string, size: number, type: string, createdAt: string) {
  return {
    id,
    pending: false,
    data: { name, size, type, createdAt, file: { sha256: SHA, name, size, type } },
  };
}

const rows = [
  doc('1', 'Prüfbericht München.pdf', 2048, 'application/pdf', '2024-05-02T10:00:00.000Z'),
  doc('2', 'anlage.png', 512, 'image/png', '2024-05-03T10:00:00.000Z'),
  doc('3', 'Zeichnung.png', 90_000, 'image/png', '2024-05-01T10:00:00.000Z'),
].map(fileRow);

describe('rows of the files list', () => {
  it('reads name, size, short type and the blob reference of a FILE document', () => {
    expect(rows[0]).toMatchObject({ name: 'Prüfbericht München.pdf', size: 2048, type: 'PDF' });
    expect(rows[0]?.reference).toEqual({
      sha256: SHA,
      name: 'Prüfbericht München.pdf',
      size: 2048,
      type: 'application/pdf',
    });
    expect(fileRow({ id: 'x', pending: true, data: { name: 'broken' } })).toMatchObject({
      reference: undefined,
      type: '',
    });
  });

  it('finds by name and type, German-aware', () => {
    expect(filterFileRows(rows, 'muenchen').map((row) => row.id)).toEqual(['1']);
    expect(filterFileRows(rows, 'pruf').map((row) => row.id)).toEqual(['1']);
    expect(filterFileRows(rows, 'png').map((row) => row.id)).toEqual(['2', '3']);
    expect(filterFileRows(rows, '')).toBe(rows);
  });

  it('sorts by name in the language, by size as numbers and by creation time', () => {
    expect(sortFileRows(rows, 'name', 'asc', 'de').map((row) => row.id)).toEqual(['2', '1', '3']);
    expect(sortFileRows(rows, 'size', 'desc', 'de').map((row) => row.id)).toEqual(['3', '1', '2']);
    expect(sortFileRows(rows, 'createdAt', 'asc', 'de').map((row) => row.id)).toEqual(['3', '1', '2']);
  });

  it('takes the file references of single and multiple fields, skipping malformed items', () => {
    const reference = { sha256: SHA, name: 'a.pdf', size: 1, type: 'application/pdf' };
    expect(fileReferences(reference)).toEqual([reference]);
    expect(fileReferences([reference, { name: 'no hash' }, null])).toEqual([reference]);
    expect(fileReferences(undefined)).toEqual([]);
  });
});
