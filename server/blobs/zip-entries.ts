const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 10_000;

/**
 * The entry names of a ZIP archive, read from its central directory without inflating
 * anything; undefined when the archive is malformed or needs ZIP64 (no document of the
 * allowed size does). Every offset is bounds-checked.
 */
export function zipEntryNames(bytes: Buffer): string[] | undefined {
  const end = findEndRecord(bytes);
  if (end === undefined) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || size === 0xffffffff || start === 0xffffffff) return undefined;
  if (count > MAX_ENTRIES || start + size > end) return undefined;
  const names: string[] = [];
  let at = start;
  for (let entry = 0; entry < count; entry++) {
    if (at + 46 > start + size || bytes.readUInt32LE(at) !== CENTRAL_DIRECTORY_HEADER) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > start + size) return undefined;
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at = next;
  }
  return names;
}

function findEndRecord(bytes: Buffer): number | undefined {
  const last = bytes.length - END_RECORD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at--) {
    if (bytes.readUInt32LE(at) !== END_OF_CENTRAL_DIRECTORY) continue;
    if (at + END_RECORD_SIZE + bytes.readUInt16LE(at + 20) === bytes.length) return at;
  }
  return undefined;
}
