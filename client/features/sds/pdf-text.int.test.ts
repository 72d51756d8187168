import fs from 'node:fs';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { extractSafetyDataSheet } from '../../../shared/domain/sds';
import { readPdfText } from './pdf-text';

/**
 * One sheet of the reference corpus (../shared/reference/sds beside the repository, there on CI)
 * read end to end as the import reads it. The whole corpus against the goals runs in
 * `npm run bench:sds`.
 */
const CORPUS = path.join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'reference', 'sds');
const SHEET = path.join(CORPUS, 'KORODUR_KOROPOX_Komponente_A_SDB_de.pdf');
const corpusMissing = !fs.existsSync(SHEET);
if (corpusMissing && !process.env.CI) {
  console.warn(
    `Skipping the reference sheet test: ${SHEET} is not there (the reference corpus lives beside the repository).`,
  );
}

describe.skipIf(corpusMissing && !process.env.CI)('a real safety data sheet end to end', () => {
  it('reads the KOROPOX sheet of the reference corpus as a careful reader does', async () => {
    const extraction = extractSafetyDataSheet(await readPdfText(pdfjs, new Uint8Array(fs.readFileSync(SHEET))));
    expect(extraction.values).toMatchObject({
      language: 'de',
      productName: 'Koropox Comp. A',
      revisionDate: '2014-01-23',
      signalWord: 'DANGER',
      hazardStatements: ['H318', 'H315+H320', 'H411'],
      precautionaryStatements: ['P337+P313', 'P305+P351+P338', 'P280'],
      ghsSymbols: ['GHS07', 'GHS09'],
      casNumbers: ['25068-38-6', '2461-15-6'],
      ecNumbers: ['500-033-5', '219-553-6'],
      unNumber: '3082',
      hazardClass: '9',
      packingGroup: 'III',
      waterHazardClass: 'CLASS_2',
    });
    // The running footer holds the revision date; the evidence points at it.
    expect(extraction.evidence.revisionDate[0]?.evidence[0]).toMatchObject({
      page: 1,
      text: 'D - DE Überarbeitet am: 23.01.2014',
    });
    // The components' statements of section 3 are kept for the cross-check, not taken for the mixture's.
    expect(
      extraction.hazardStatementsElsewhere.filter((finding) => finding.section === 3).map((finding) => finding.value),
    ).toEqual(['H319', 'H315', 'H317', 'H411']);
  });
});
