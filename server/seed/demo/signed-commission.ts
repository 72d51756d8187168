import { createHash } from 'node:crypto';

/** A file reference as a document stores it (shared/entities/fields.ts, kind `file`). */
export interface DemoFileRef {
  readonly sha256: string;
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** A demo file: its bytes for the blob store and its reference for the documents. */
export interface DemoFile {
  readonly tenantId: string;
  readonly bytes: Buffer;
  readonly ref: DemoFileRef;
}

/** Text for a PDF string in WinAnsi (Latin-1 covers the German letters), with `\`, `(` and `)` escaped. */
const pdfText = (line: string) => line.replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A one-page PDF of text lines (Helvetica, A4), written by hand: the demo's stand-in for a scan of a
 * signed paper. Byte offsets are counted in Latin-1, as the file is written.
 */
export function textPdf(lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 11 Tf',
    '14 TL',
    '56 780 Td',
    ...lines.map((line, index) => `${index === 0 ? '' : 'T* '}(${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF file of the demo for one tenant, with its reference. */
export function demoPdf(tenantId: string, name: string, lines: readonly string[]): DemoFile {
  const bytes = textPdf(lines);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { tenantId, bytes, ref: { sha256, name, size: bytes.length, type: 'application/pdf' } };
}

/** The lines of a signed written commission (DGUV Vorschrift 68 § 7 for forklifts, DGUV Grundsatz 308-008 for platforms). */
export function signedCommissionLines(commission: {
  readonly company: string;
  readonly title: string;
  readonly employee: string;
  readonly equipment: string;
  readonly basis: string;
  readonly day: string;
  readonly place: string;
  readonly employer: string;
}): string[] {
  const [year, month, date] = commission.day.split('-');
  const signedOn = `${commission.place}, ${date}.${month}.${year}`;
  return [
    commission.company,
    '',
    `Schriftliche Beauftragung: ${commission.title}`,
    '',
    `Hiermit wird ${commission.employee} beauftragt,`,
    `${commission.equipment} zu führen bzw. zu bedienen.`,
    `Grundlage: ${commission.basis}.`,
    'Die Eignung wurde festgestellt, die Ausbildung und die Unterweisung',
    'sind nachgewiesen. Die Beauftragung gilt bis auf Widerruf und setzt',
    'die jährliche Unterweisung voraus.',
    '',
    signedOn,
    '',
    `gez. ${commission.employer}                     gez. ${commission.employee}`,
    '______________________________          ______________________________',
    'Unterschrift Unternehmer                    Unterschrift Beauftragte/r',
  ];
}
