import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  adrDescription,
  type CargoLine,
  cargoLines,
  EXEMPTION_LIMIT,
  type TransportCategory,
  type TransportPoints,
  transportPoints,
} from '../../../shared/domain/transport';
import type { DocumentData } from '../../../shared/entities/entity';
import { transportDocument } from '../../../shared/entities/transport-document';
import { cargoFields } from '../../../shared/entities/transport-fields';
import { addressText, type CellContext, cellText } from '../../ui/cell-text';
import { finishReport, type PageCursor, type PrintOptions, type ReportFrame, startReport, table } from '../pdf';
import { basisText, categoryTotalText, countedQuantityText, reasonText, verdictText } from './points-texts';

type Item = Readonly<Record<string, unknown>>;

const PARTIES = ['consignor', 'consignee', 'transporter'] as const;
const CATEGORIES: readonly TransportCategory[] = [0, 1, 2, 3, 4];

/** A transport document as stored, with the frame of the report. */
export interface TransportDocumentReport extends ReportFrame {
  readonly data: DocumentData;
}

function items(data: DocumentData): Item[] {
  return Array.isArray(data.cargo)
    ? data.cargo.filter((item): item is Item => typeof item === 'object' && item !== null && !Array.isArray(item))
    : [];
}

/** ADR 5.4.1.1.1 (e), (f) and what else the cargo line holds, below its description. */
function writeCargo(cursor: PageCursor, context: CellContext, item: Item, index: number): void {
  const { i18n } = context;
  const cell = (name: keyof typeof cargoFields) => cellText(cargoFields[name], item[name], context);
  cursor.ensure(20);
  cursor.text(`${index + 1}. ${adrDescription(item)}`, { size: 11, bold: true });
  cursor.space(1);
  const packages = [cell('numberOfItems'), cell('packaging')].filter(Boolean).join(' x ');
  cursor.pair(i18n._(msg`Number and description of packages`), packages);
  const net = cell('quantityNet');
  const gross = cell('quantityGross');
  const quantities = [net ? i18n._(msg`${net} net`) : '', gross ? i18n._(msg`${gross} gross`) : ''].filter(Boolean);
  cursor.pair(i18n._(msg`Total quantity`), quantities.join(', '));
  const extra = [
    'transportCategory',
    'classificationCode',
    'specialRegulation',
    'limitedQuantity',
    'exceptedQuantity',
    'itemNumber',
    'additionalInfo',
  ] as const;
  for (const name of extra) {
    const value = cell(name);
    if (value && item[name] !== false) cursor.pair(i18n._(cargoFields[name].label), value);
  }
  cursor.space(3);
}

function writePoints(cursor: PageCursor, i18n: I18n, lines: readonly CargoLine[], points: TransportPoints): void {
  const number = (value: number) => i18n.number(value, { maximumFractionDigits: 3 });
  cursor.heading(i18n._(msg`Points under ADR 1.1.3.6`));
  const rows = lines.flatMap((line, index) => {
    const result = points.lines[index];
    if (!result) return [];
    const label = [line.unNumber ? `UN ${line.unNumber}` : '', line.name].filter(Boolean).join(' ');
    const reason = reasonText(i18n, result);
    const quantity = countedQuantityText(i18n, result, '-');
    const basis = basisText(i18n, result.basis);
    const counted = basis ? `${quantity} (${basis})` : quantity;
    const earned = number(result.points);
    const { factor } = result;
    return [[label || `#${index + 1}`, reason ?? i18n._(msg`${counted} x ${factor} = ${earned} points`)]];
  });
  const columns = [
    { header: i18n._(msg`Dangerous goods`), share: 0.4 },
    { header: i18n._(msg`Points`), share: 0.6 },
  ];
  table(cursor, columns, rows);
  const total = number(points.total);
  cursor.pair(i18n._(msg`Total (limit ${EXEMPTION_LIMIT})`), total, 70);
  cursor.space(2);
  cursor.text(verdictText(i18n, points.verdict, total), { bold: true });
}

/** ADR 5.4.1.1.10 with 1.1.3.6: the remark and the total quantity per transport category. */
function writeExemption(cursor: PageCursor, i18n: I18n, points: TransportPoints): void {
  cursor.space(4);
  cursor.heading(i18n._(msg`Statement under ADR 1.1.3.6`), 11);
  cursor.text(i18n._(msg`Load not exceeding the exemption limits prescribed in 1.1.3.6`), { bold: true });
  cursor.space(1);
  for (const category of CATEGORIES) {
    const total = categoryTotalText(i18n, category, points.quantityPerCategory[category]);
    if (total) cursor.text(total);
  }
}

/** The ADR transport document (Beförderungspapier, ADR 5.4.1) as an A4 PDF in the language of `i18n`. */
export function transportDocumentReport(report: TransportDocumentReport, i18n: I18n, options: PrintOptions): Blob {
  const { data } = report;
  const { fields } = transportDocument;
  const context: CellContext = { i18n, titles: new Map() };
  const cursor = startReport(options);
  cursor.text(i18n._(msg`Transport document under ADR 5.4.1`), { muted: true });
  cursor.text(report.title, { size: 17, bold: true });
  cursor.space(4);
  for (const party of PARTIES) {
    const address = addressText(fields[party], data[party]).split(', ').join('\n');
    cursor.pair(i18n._(fields[party].label), address);
    cursor.space(2);
  }
  cursor.rule();
  cursor.heading(i18n._(msg`Dangerous goods`));
  items(data).forEach((item, index) => {
    writeCargo(cursor, context, item, index);
  });
  cursor.rule();
  const lines = cargoLines(data);
  const points = transportPoints(lines);
  writePoints(cursor, i18n, lines, points);
  if (points.verdict === 'EXEMPT') writeExemption(cursor, i18n, points);
  return finishReport(cursor, report, i18n);
}
