import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  bandOf,
  bandOfNumber,
  PROBABILITIES,
  type Rating,
  type RiskBand,
  type RiskThresholds,
  riskNumber,
} from '../../../shared/domain/risk-assessments';
import { riskAssessment } from '../../../shared/entities/risk-assessment';
import { CONSEQUENCE_RATINGS, INSTRUCTION_KEYS } from '../../../shared/enums/assessment';
import { MEASURE_TYPES } from '../../../shared/enums/catalogs';
import { enumText } from '../enums';
import { finishReport, PAGE, type PageCursor, type PrintOptions, type ReportFrame, startReport, table } from '../pdf';
import { BAND_TEXTS } from './matrix-texts';

/** A measure's state as the report words it (MEA-1 … MEA-7). */
export type ReportMeasureState = 'open' | 'overdue' | 'checkPending' | 'checkOverdue' | 'effective' | 'notEffective';

export interface ReportMeasure {
  readonly title: string;
  readonly type: string | undefined;
  readonly section: string | undefined;
  readonly responsible: string;
  /** ISO day. */
  readonly deadline: string | undefined;
  readonly state: ReportMeasureState;
}

export interface ReportRisk {
  readonly name: string;
  /** The hazard factor and sub-factor in words. */
  readonly factor: string;
  readonly protectionTarget: string;
  readonly before: Rating | undefined;
  readonly after: Rating | undefined;
  readonly personalMeasuresReason: string;
  readonly measures: readonly ReportMeasure[];
}

/** A risk assessment as the report prints it: names looked up, measures read, bands to apply. */
export interface RiskAssessmentReport extends ReportFrame {
  readonly workAreas: readonly string[];
  readonly equipment: readonly string[];
  readonly substances: readonly string[];
  readonly responsible: string;
  readonly revisionInterval: number | undefined;
  readonly lastRevisedAt: string | undefined;
  readonly lastRevisedBy: string;
  readonly nextRevisionAt: string | undefined;
  /** RA-12: the next revision's day lay before the day the report was made. */
  readonly revisionOverdue: boolean;
  readonly linked: readonly string[];
  readonly openMeasures: number;
  readonly thresholds: RiskThresholds;
  readonly risks: readonly ReportRisk[];
}

const BAND_FILL: Readonly<Record<RiskBand, readonly [number, number, number]>> = {
  LOW: [211, 244, 220],
  MEDIUM: [253, 241, 184],
  HIGH: [253, 213, 177],
  VERY_HIGH: [180, 35, 24],
};
const PADDING = 1.2;

const STATE_TEXTS = {
  open: msg`Open`,
  overdue: msg`Overdue`,
  checkPending: msg`Done · check pending`,
  checkOverdue: msg`Done · check overdue`,
  effective: msg`Done · effective`,
  notEffective: msg`Done · not effective`,
} as const;

function dayText(i18n: I18n, day: string | undefined): string {
  return day ? i18n.date(`${day}T12:00:00`, { dateStyle: 'medium' }) : '-';
}

/** A filled cell with a rating and its band word, white text on the darkest band. */
function bandBox(
  cursor: PageCursor,
  i18n: I18n,
  rating: Rating | undefined,
  thresholds: RiskThresholds,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const { doc } = cursor;
  const band = rating ? bandOf(rating, thresholds) : undefined;
  const text = rating && band ? `${rating.consequence}${rating.probability} ${i18n._(BAND_TEXTS[band])}` : '-';
  if (band) {
    doc.setFillColor(...BAND_FILL[band]);
    doc.rect(x, y, width, height, 'F');
  }
  cursor.style({ bold: true });
  if (band === 'VERY_HIGH') doc.setTextColor(255);
  doc.text(text, x + PADDING, y + PADDING, { baseline: 'top' });
  cursor.style({});
}

/** The risks as rows: number, risk with its factor and goal, before and after as coloured cells, open measures. */
function riskTable(cursor: PageCursor, report: RiskAssessmentReport, i18n: I18n): void {
  const { doc } = cursor;
  const widths = [10, 120, 36, 36, 55];
  const headers = [
    i18n._(msg`No.`),
    i18n._(msg`Risk, hazard factor, protection goal`),
    i18n._(msg`Before measures`),
    i18n._(msg`After measures`),
    i18n._(msg`Measures`),
  ];
  const line = cursor.style({});
  const drawHeader = () => {
    let x = PAGE.left;
    doc.setFillColor(235, 235, 235);
    doc.rect(PAGE.left, cursor.y, cursor.width, line + 2 * PADDING, 'F');
    cursor.style({ bold: true });
    headers.forEach((header, index) => {
      doc.text(header, x + PADDING, cursor.y + PADDING, { baseline: 'top' });
      x += widths[index] ?? 0;
    });
    cursor.y += line + 2 * PADDING;
  };
  cursor.ensure(3 * line);
  drawHeader();
  report.risks.forEach((risk, index) => {
    const riskLines = [
      ...cursor.lines(risk.name, (widths[1] ?? 0) - 2 * PADDING, { bold: true }),
      ...cursor.lines(risk.factor, (widths[1] ?? 0) - 2 * PADDING),
      ...(risk.protectionTarget ? cursor.lines(risk.protectionTarget, (widths[1] ?? 0) - 2 * PADDING) : []),
    ];
    const open = risk.measures.filter((found) => found.state === 'open' || found.state === 'overdue').length;
    const all = risk.measures.length;
    const measureText = i18n._(msg`${open} open of ${all}`);
    const height = Math.max(riskLines.length, 2) * line + 2 * PADDING;
    if (cursor.ensure(height)) drawHeader();
    const top = cursor.y;
    let x = PAGE.left;
    cursor.style({ bold: true });
    doc.text(String(index + 1), x + PADDING, top + PADDING, { baseline: 'top' });
    x += widths[0] ?? 0;
    riskLines.forEach((text, row) => {
      cursor.style({ bold: row === 0 || row < cursor.lines(risk.name, (widths[1] ?? 0) - 2 * PADDING).length });
      doc.text(text, x + PADDING, top + PADDING + row * line, { baseline: 'top' });
    });
    x += widths[1] ?? 0;
    bandBox(cursor, i18n, risk.before, report.thresholds, x + 0.5, top + 0.5, (widths[2] ?? 0) - 1, line + 2 * PADDING);
    x += widths[2] ?? 0;
    bandBox(cursor, i18n, risk.after, report.thresholds, x + 0.5, top + 0.5, (widths[3] ?? 0) - 1, line + 2 * PADDING);
    x += widths[3] ?? 0;
    cursor.style({});
    doc.text(measureText, x + PADDING, top + PADDING, { baseline: 'top' });
    cursor.y = top + height;
    doc.setDrawColor(190);
    doc.setLineWidth(0.2);
    doc.line(PAGE.left, cursor.y, PAGE.left + cursor.width, cursor.y);
  });
  cursor.space(4);
}

/** One matrix of the overview: consequence rows E … A, probability columns 1 … 5, the risks' numbers in their cells. */
function overviewGrid(
  cursor: PageCursor,
  report: RiskAssessmentReport,
  i18n: I18n,
  which: 'before' | 'after',
  left: number,
  top: number,
  title: string,
): number {
  const { doc } = cursor;
  const cell = { width: 16, height: 9 };
  cursor.style({ bold: true, size: 10 });
  doc.text(title, left, top, { baseline: 'top' });
  const gridTop = top + 6;
  cursor.style({ size: 8, muted: true });
  PROBABILITIES.forEach((probability, column) => {
    doc.text(String(probability), left + 8 + column * cell.width + cell.width / 2, gridTop, {
      baseline: 'top',
      align: 'center',
    });
  });
  [...CONSEQUENCE_RATINGS].reverse().forEach((consequence, row) => {
    const y = gridTop + 4 + row * cell.height;
    cursor.style({ size: 8, muted: true });
    doc.text(consequence, left + 2, y + cell.height / 2 - 1.5, { baseline: 'top' });
    PROBABILITIES.forEach((probability, column) => {
      const x = left + 8 + column * cell.width;
      const band = bandOfNumber(riskNumber({ consequence, probability }), report.thresholds);
      doc.setFillColor(...BAND_FILL[band]);
      doc.rect(x + 0.4, y + 0.4, cell.width - 0.8, cell.height - 0.8, 'F');
      const here = report.risks.flatMap((risk, index) => {
        const rating = which === 'before' ? risk.before : risk.after;
        return rating?.consequence === consequence && rating.probability === probability ? [String(index + 1)] : [];
      });
      if (here.length > 0) {
        cursor.style({ size: 8, bold: true });
        if (band === 'VERY_HIGH') doc.setTextColor(255);
        doc.text(here.join(', '), x + cell.width / 2, y + cell.height / 2 - 1.5, { baseline: 'top', align: 'center' });
      }
    });
  });
  cursor.style({ size: 7, muted: true });
  doc.text(i18n._(msg`Rows: consequence A–E; columns: probability 1–5`), left, gridTop + 4 + 5 * cell.height + 1, {
    baseline: 'top',
  });
  return gridTop + 4 + 5 * cell.height + 6 - top;
}

/** Where the risks sit before and after measures, with the band legend. */
function overview(cursor: PageCursor, report: RiskAssessmentReport, i18n: I18n): void {
  cursor.heading(i18n._(msg`Overview matrix`), 12, 70);
  const top = cursor.y;
  const height = overviewGrid(cursor, report, i18n, 'before', PAGE.left, top, i18n._(msg`Before measures`));
  overviewGrid(cursor, report, i18n, 'after', PAGE.left + 100, top, i18n._(msg`After measures`));
  const { doc } = cursor;
  let y = top + 10;
  for (const band of ['LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH'] as const) {
    doc.setFillColor(...BAND_FILL[band]);
    doc.rect(PAGE.left + 200, y, 8, 5, 'F');
    cursor.style({});
    doc.text(i18n._(BAND_TEXTS[band]), PAGE.left + 211, y + 0.6, { baseline: 'top' });
    y += 7;
  }
  cursor.y = top + height;
  cursor.space(4);
}

/** Lines to sign: place and date, the responsible person and the employer. */
function signatures(cursor: PageCursor, i18n: I18n): void {
  cursor.ensure(22);
  cursor.space(10);
  const { doc } = cursor;
  const labels = [
    i18n._(msg`Place, date`),
    i18n._(msg`Signature of the person responsible`),
    i18n._(msg`Signature of the employer`),
  ];
  const width = (cursor.width - 20) / 3;
  labels.forEach((label, index) => {
    const x = PAGE.left + index * (width + 10);
    doc.setDrawColor(80);
    doc.setLineWidth(0.3);
    doc.line(x, cursor.y, x + width, cursor.y);
    cursor.style({ size: 8, muted: true });
    doc.text(label, x, cursor.y + 1.5, { baseline: 'top' });
  });
  cursor.space(8);
}

/** The risk assessment (issue 19) as a landscape A4 PDF in the interface language of `i18n`. */
export function riskAssessmentReport(report: RiskAssessmentReport, i18n: I18n, options: PrintOptions): Blob {
  const cursor = startReport(options, 'landscape');
  const { fields } = riskAssessment;
  const list = (names: readonly string[]) => names.join(', ') || '-';
  cursor.text(i18n._(msg`Risk assessment`), { size: 10, muted: true });
  cursor.text(report.title, { size: 17, bold: true });
  cursor.space(3);
  cursor.pair(i18n._(fields.workEnvironments.label), list(report.workAreas), 60);
  cursor.pair(i18n._(fields.storageOrWorkEquipments.label), list(report.equipment), 60);
  cursor.pair(i18n._(fields.substances.label), list(report.substances), 60);
  cursor.pair(i18n._(fields.responsible.label), report.responsible || '-', 60);
  cursor.pair(
    i18n._(fields.revisionInterval.label),
    report.revisionInterval ? String(report.revisionInterval) : '-',
    60,
  );
  cursor.pair(
    i18n._(fields.lastRevisedAt.label),
    report.lastRevisedAt
      ? `${dayText(i18n, report.lastRevisedAt)}${report.lastRevisedBy ? ` · ${report.lastRevisedBy}` : ''}`
      : '-',
    60,
  );
  const nextRevision = dayText(i18n, report.nextRevisionAt);
  cursor.pair(
    i18n._(fields.nextRevisionAt.label),
    report.revisionOverdue ? `${nextRevision} · ${i18n._(msg`overdue`)}` : nextRevision,
    60,
  );
  cursor.pair(i18n._(fields.linkedRiskAssessments.label), list(report.linked), 60);
  cursor.pair(i18n._(msg`Open measures`), String(report.openMeasures), 60);
  cursor.space(2);
  cursor.rule();
  cursor.heading(i18n._(fields.risks.label));
  if (report.risks.length === 0) cursor.text(i18n._(msg`No risks were recorded.`));
  else riskTable(cursor, report, i18n);

  cursor.heading(i18n._(msg`Measures`));
  const rows = report.risks.flatMap((risk, index) =>
    risk.measures.map((found) => [
      String(index + 1),
      found.type ? enumText(i18n, MEASURE_TYPES, found.type) : '-',
      found.title,
      found.section ? enumText(i18n, INSTRUCTION_KEYS, found.section) : '-',
      found.responsible || '-',
      dayText(i18n, found.deadline),
      i18n._(STATE_TEXTS[found.state]),
    ]),
  );
  if (rows.length === 0) cursor.text(i18n._(msg`No measures.`));
  else
    table(
      cursor,
      [
        { header: i18n._(msg`Risk`), share: 0.08 },
        { header: i18n._(msg`Type`), share: 0.11 },
        { header: i18n._(msg`Measure`), share: 0.29 },
        { header: i18n._(msg`Section of the operating instruction`), share: 0.14 },
        { header: i18n._(msg`Responsible`), share: 0.13 },
        { header: i18n._(msg`Deadline`), share: 0.1 },
        { header: i18n._(msg`Status`), share: 0.15 },
      ],
      rows,
    );
  const reasons = report.risks.flatMap((risk, index) =>
    risk.personalMeasuresReason ? [`${index + 1}: ${risk.personalMeasuresReason}`] : [],
  );
  if (reasons.length > 0) {
    cursor.space(3);
    cursor.text(i18n._(msg`Why personal measures only:`), { bold: true });
    for (const reason of reasons) cursor.text(reason, { indent: 2 });
  }
  cursor.space(4);
  overview(cursor, report, i18n);
  signatures(cursor, i18n);
  return finishReport(cursor, report, i18n);
}
