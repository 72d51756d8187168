import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PdfReadError, readPdfText } from '../client/features/sds/pdf-text';
import { extractSafetyDataSheet, SDS_FIELDS, type SdsDocument, type SdsLanguage } from '../shared/domain/sds';

/**
 * `npm run sds:extract -- <file.pdf> [--language de|en]`: reads a safety data sheet with the
 * same code as the browser's import (pdf.js text, shared/domain/sds extraction) and prints one
 * JSON object: the values of issue 17 and, under `evidence`, per value the lines it was read
 * from. Exit code 1 when the file is no readable PDF, 2 when it has no text layer (a scan).
 */

const PDFJS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', 'pdfjs-dist');

function isLanguage(value: string): value is SdsLanguage {
  return value === 'de' || value === 'en';
}

function usage(message: string): never {
  console.error(`${message}\nusage: npm run sds:extract -- <file.pdf> [--language de|en]`);
  process.exit(64);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { language: { type: 'string', short: 'l' } },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) usage('Give exactly one PDF file.');
  const language = values.language;
  if (language !== undefined && !isLanguage(language)) usage('--language is de or en.');
  let data: Uint8Array;
  try {
    data = new Uint8Array(fs.readFileSync(file));
  } catch (error) {
    console.error(`${file}: cannot be read (${error instanceof Error ? error.message : String(error)}).`);
    process.exitCode = 1;
    return;
  }
  let document: SdsDocument;
  try {
    document = await readPdfText(pdfjs, data, {
      cMapUrl: `${path.join(PDFJS, 'cmaps')}/`,
      standardFontDataUrl: `${path.join(PDFJS, 'standard_fonts')}/`,
    });
  } catch (error) {
    if (!(error instanceof PdfReadError)) throw error;
    console.error(`${file}: not a readable PDF (${error.reason}).`);
    process.exitCode = 1;
    return;
  }
  const extraction = extractSafetyDataSheet(document, language ? { language } : {});
  const output = Object.fromEntries([
    ...SDS_FIELDS.map((field) => [field, extraction.values[field]]),
    ['evidence', extraction.evidence],
  ]);
  console.log(JSON.stringify(output, null, 2));
  if (!extraction.textLayer) {
    console.error(`${file}: no text layer (a scanned sheet?); nothing could be read without text recognition.`);
    process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
