import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readPdfText } from '../../client/features/sds/pdf-text';
import { extractSafetyDataSheet, SDS_FIELDS, type SdsField, type SdsValues } from '../../shared/domain/sds';
import { type Figure, formatTable, mergeResults, round } from '../figures';
import { type ExpectedSheet, expectedValues, type OwnExpectedSheet, ownValues, REFERENCE_FIELDS } from './expected';
import { type FieldScore, type SheetResult, scoreField } from './scoring';

/**
 * `npm run bench:sds`: the safety data sheet extraction over the reference sheets of
 * ../shared/reference/sds against their expected.json: per field the exact-match share,
 * precision and recall, and the time per sheet (reading the PDF and extracting; the first read,
 * which also loads pdf.js, apart as the cold start). Prints a table
 * with the goals of issue 17 and the misses, and writes the figures (names "sds …") into
 * bench-results.json, keeping the entries of the other benches.
 */

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CORPUS = path.join(ROOT, '..', 'shared', 'reference', 'sds');
const RESULTS_FILE = path.join(ROOT, 'bench-results.json');
/** This bench's own hand-checked values of the fields expected.json does not record. */
const OWN_EXPECTED = path.join(ROOT, 'bench', 'sds', 'own-expected.json');
const PDFJS = path.join(ROOT, 'node_modules', 'pdfjs-dist');
const MAX_MS_PER_SHEET = 2000;

/** Issue 17: H/EUH, P, CAS and UN ≥ 95 % exact per sheet; product name and signal word ≥ 90 %. */
const GOALS: Partial<Record<SdsField, number>> = {
  hazardStatements: 95,
  precautionaryStatements: 95,
  casNumbers: 95,
  unNumber: 95,
  productName: 90,
  signalWord: 90,
};

async function extract(file: string): Promise<{ values: SdsValues; milliseconds: number }> {
  const data = new Uint8Array(fs.readFileSync(path.join(CORPUS, file)));
  const started = performance.now();
  const document = await readPdfText(pdfjs, data, {
    cMapUrl: `${path.join(PDFJS, 'cmaps')}/`,
    standardFontDataUrl: `${path.join(PDFJS, 'standard_fonts')}/`,
  });
  const { values } = extractSafetyDataSheet(document);
  return { values, milliseconds: performance.now() - started };
}

async function readSheet(sheet: ExpectedSheet, own: OwnExpectedSheet | undefined): Promise<SheetResult> {
  const { values, milliseconds } = await extract(sheet.file);
  const expected = expectedValues(sheet);
  return {
    expected: own ? { ...expected, values: { ...expected.values, ...ownValues(own) } } : expected,
    actual: values,
    milliseconds,
  };
}

function percent(value: number): number {
  return round(value * 100);
}

function figuresOf(scores: readonly FieldScore[], results: readonly SheetResult[], coldStart: number): Figure[] {
  const times = results.map((result) => result.milliseconds);
  return [
    ...scores.flatMap((score) => {
      const goal = GOALS[score.field];
      return [
        {
          name: `sds ${score.field} exact`,
          value: percent(score.exact),
          unit: '%',
          ...(goal ? { goal: goal / 100, ratio: score.exact } : {}),
        },
        { name: `sds ${score.field} precision`, value: percent(score.precision), unit: '%' },
        { name: `sds ${score.field} recall`, value: percent(score.recall), unit: '%' },
      ];
    }),
    { name: 'sds time per sheet mean', value: Math.round(times.reduce((a, b) => a + b, 0) / times.length), unit: 'ms' },
    { name: 'sds time per sheet max', value: Math.round(Math.max(...times)), unit: 'ms', limit: MAX_MS_PER_SHEET },
    { name: 'sds time first sheet cold', value: Math.round(coldStart), unit: 'ms', limit: MAX_MS_PER_SHEET },
  ];
}

async function main(): Promise<void> {
  const sheets = JSON.parse(fs.readFileSync(path.join(CORPUS, 'expected.json'), 'utf8')) as ExpectedSheet[];
  console.log(`Sorgfalt SDS bench, ${new Date().toISOString()}, ${sheets.length} sheets in ${CORPUS}`);
  console.log(
    `machine: ${os.availableParallelism()} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}), node ${process.version}`,
  );
  // The first sheet also loads pdf.js and its worker code, once per process as once per worker.
  const coldStart = sheets[0] ? (await extract(sheets[0].file)).milliseconds : 0;
  const results: SheetResult[] = [];
  const own = JSON.parse(fs.readFileSync(OWN_EXPECTED, 'utf8')) as { sheets: Record<string, OwnExpectedSheet> };
  for (const sheet of sheets) results.push(await readSheet(sheet, own.sheets[sheet.file]));
  const scores = SDS_FIELDS.map((field) => scoreField(field, results));
  const ownFields = scores.filter((score) => !REFERENCE_FIELDS.includes(score.field));
  console.log(
    `${ownFields.map((score) => score.field).join(', ')}: against bench/sds/own-expected.json (hand-checked, ${Object.keys(own.sheets).length} sheets), not expected.json`,
  );
  const figures = figuresOf(scores, results, coldStart);
  console.log('');
  console.log(formatTable(figures));
  console.log('\nmisses:');
  for (const score of scores) for (const miss of score.misses) console.log(`  ${score.field} ${miss}`);
  const slowest = [...results].sort((a, b) => b.milliseconds - a.milliseconds).slice(0, 3);
  console.log(
    `\nslowest: ${slowest.map((result) => `${result.expected.file} ${Math.round(result.milliseconds)} ms`).join(', ')}`,
  );
  const scans = results.filter((result) => !result.expected.textLayer).map((result) => result.expected.file);
  console.log(`\nsheets without a text layer (counted, nothing read): ${scans.join(', ') || 'none'}`);
  mergeResults(
    RESULTS_FILE,
    figures.map(({ ratio: _ratio, ...figure }) => figure),
    (name) => name.startsWith('sds '),
  );
  console.log(`written to ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}`);
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exitCode = 1;
});
