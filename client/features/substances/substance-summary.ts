import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '../../../shared/cookies';
import type { DocumentData } from '../../../shared/entities/entity';
import type { Field } from '../../../shared/entities/fields';
import { storage as storageEntity } from '../../../shared/entities/storage';
import { substance } from '../../../shared/entities/substance';
import { type CellContext, cellText, parseStoredDate } from '../../ui/cell-text';
import {
  finishReport,
  type PageCursor,
  type PrintOptions,
  plainParagraphs,
  type ReportFrame,
  startReport,
  table,
} from '../pdf';
import { signName } from '../pictograms';
import {
  type Fact,
  factGrid,
  paragraph,
  type Statement,
  sectionTitle,
  signGrid,
  statementList,
  subTitle,
} from './summary-layout';

/** A substance as stored, with the names of what it refers to and the frame of the report. */
export interface SubstanceSummary extends ReportFrame {
  readonly data: DocumentData;
  /** Titles of the storages, their departments and the components, by id. */
  readonly titles: ReadonlyMap<string, string>;
  /** The department (its id) each storage belongs to, by the storage's id. */
  readonly departments: ReadonlyMap<string, string>;
}

/** The official text of a CLP statement or combination (the statement catalog's `catalogText`). */
export type StatementText = (code: string, language: Language) => string | undefined;

type Row = Readonly<Record<string, unknown>>;

const { fields } = substance;

function rows(value: unknown): Row[] {
  return Array.isArray(value)
    ? value.filter((row): row is Row => typeof row === 'object' && row !== null && !Array.isArray(row))
    : [];
}

function codes(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string' && code !== '') : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

class Summary {
  readonly context: CellContext;
  readonly language: Language;

  constructor(
    readonly cursor: PageCursor,
    readonly i18n: I18n,
    readonly report: SubstanceSummary,
    readonly statementText: StatementText,
  ) {
    this.context = { i18n, titles: report.titles };
    this.language = i18n.locale === 'en' ? 'en' : 'de';
  }

  /** A field of the substance as a labelled fact. */
  fact(name: keyof typeof fields): Fact {
    const field: Field = fields[name];
    return { label: this.i18n._(field.label), value: cellText(field, this.report.data[name], this.context) };
  }

  statements(value: unknown): Statement[] {
    return codes(value).map((code) => {
      const official = this.statementText(code, this.language);
      return official === undefined
        ? { code, text: this.i18n._(msg`Not a statement of CLP Annex III or IV`), unknown: true }
        : { code, text: official };
    });
  }

  identity(): void {
    factGrid(this.cursor, [
      this.fact('casNumber'),
      this.fact('egNumber'),
      this.fact('reachNumber'),
      this.fact('commodityCode'),
      { ...this.fact('manufacturer'), span: 2 },
      { ...this.fact('supplier'), span: 2 },
      this.dataSheet(),
    ]);
  }

  /**
   * The newest safety data sheet by its issue date (one without a date counts as oldest): "20.01.2025,
   * German – Aceton SDB.pdf"; its label says how many there are when there are more.
   */
  dataSheet(): Fact {
    const { i18n } = this;
    const sheets = rows(this.report.data.safetyDataSheetFiles);
    const count = sheets.length;
    const issued = (row: Row) => parseStoredDate(text(row.issuedAt))?.getTime() ?? Number.NEGATIVE_INFINITY;
    const newest = sheets.reduce<Row | undefined>(
      (best, row) => (best && issued(best) >= issued(row) ? best : row),
      undefined,
    );
    const { file, issuedAt, language } = fields.safetyDataSheetFiles.fields;
    const cell = (field: Field, name: string) => (newest ? cellText(field, newest[name], this.context) : '');
    const when = [cell(issuedAt, 'issuedAt'), cell(language, 'language')].filter(Boolean).join(', ');
    return {
      label:
        count > 1
          ? i18n._(msg`Newest of ${count} safety data sheets`)
          : i18n._(fields.safetyDataSheetFiles.fields.file.label),
      value: [when, cell(file, 'file')].filter(Boolean).join(' – '),
      span: 2,
    };
  }

  hazards(): void {
    const { cursor, i18n, report } = this;
    const { data } = report;
    sectionTitle(cursor, i18n._(msg`Hazards`));
    const signalWord = cellText(fields.signalWord, data.signalWord, this.context);
    const pictograms = codes(data.ghsSymbols);
    if (signalWord || pictograms.length > 0) {
      signGrid(
        cursor,
        pictograms.map((code) => ({ code, name: signName(this.language, code) })),
        {
          height: 15,
          columns: 3,
          lead: signalWord ? { label: i18n._(fields.signalWord.label), word: signalWord } : undefined,
        },
      );
    }
    const hazard = this.statements(data.hazardStatements);
    const precautionary = this.statements(data.precautionaryStatements);
    if (hazard.length === 0 && precautionary.length === 0 && pictograms.length === 0 && !signalWord) {
      paragraph(cursor, i18n._(msg`No hazard classification recorded.`));
    }
    if (hazard.length > 0) {
      subTitle(cursor, i18n._(fields.hazardStatements.label));
      statementList(cursor, hazard);
    }
    if (precautionary.length > 0) {
      subTitle(cursor, i18n._(fields.precautionaryStatements.label));
      statementList(cursor, precautionary);
    }
    const mandatory = codes(data.mandatorySymbols);
    if (mandatory.length > 0) {
      subTitle(cursor, i18n._(fields.mandatorySymbols.label));
      signGrid(
        cursor,
        mandatory.map((code) => ({ code, name: signName(this.language, code) })),
        { height: 12, columns: 4 },
      );
    }
    factGrid(cursor, [this.notes('notesOnHazard'), this.notes('notesOnFireProtection')], 2);
  }

  /** Rich-text notes as plain paragraphs. */
  notes(name: 'notesOnHazard' | 'notesOnFireProtection'): Fact {
    return { label: this.i18n._(fields[name].label), value: plainParagraphs(text(this.report.data[name])) };
  }

  storage(): void {
    const { cursor, i18n, report } = this;
    const locations = rows(report.data.storageLocations);
    const classes = codes(report.data.storageClasses);
    if (locations.length === 0 && classes.length === 0) return;
    sectionTitle(cursor, i18n._(msg`Storage`));
    const { storage, quantity } = fields.storageLocations.fields;
    if (locations.length > 0) {
      table(
        cursor,
        [
          { header: i18n._(storage.label), share: 0.45 },
          { header: i18n._(storageEntity.fields.department.label), share: 0.35 },
          { header: i18n._(quantity.label), share: 0.2, align: 'right' },
        ],
        locations.map((location) => {
          const department = report.departments.get(text(location.storage));
          return [
            cellText(storage, location.storage, this.context),
            (department && report.titles.get(department)) ?? '',
            cellText(quantity, location.quantity, this.context),
          ];
        }),
      );
    }
    factGrid(
      cursor,
      [
        {
          label: i18n._(msg`Storage classes (TRGS 510)`),
          value: classes.map((code) => cellText(fields.storageClasses, code, this.context)).join('\n'),
        },
      ],
      1,
    );
  }

  composition(): void {
    const { cursor, i18n } = this;
    const components = rows(this.report.data.composition);
    if (components.length === 0) return;
    const { component } = fields.composition.fields;
    sectionTitle(cursor, i18n._(fields.composition.label));
    table(
      cursor,
      [
        { header: i18n._(component.label), share: 0.75 },
        { header: i18n._(msg`Proportion`), share: 0.25, align: 'right' },
      ],
      components.map((row) => [cellText(component, row.component, this.context), this.proportion(row)]),
    );
  }

  /** "60 %", or a range as data sheets give it: "55 – 65 %". */
  proportion(row: Row): string {
    const number = (value: unknown) => (typeof value === 'number' ? this.i18n.number(value) : '');
    const exact = number(row.proportion);
    if (exact) return `${exact} %`;
    const [from, to] = [number(row.proportionFrom), number(row.proportionTo)];
    if (from && to) return `${from} – ${to} %`;
    if (from) return `≥ ${from} %`;
    return to ? `≤ ${to} %` : '';
  }

  limits(): void {
    const { cursor, i18n, report } = this;
    const { name, limit } = fields.additionalLimits.fields;
    const facts = [
      this.fact('workplaceLimit'),
      ...rows(report.data.additionalLimits).map((row) => ({
        label: cellText(name, row.name, this.context),
        value: cellText(limit, row.limit, this.context),
      })),
    ];
    if (facts.every((fact) => fact.value === '')) return;
    sectionTitle(cursor, i18n._(msg`Limits`));
    factGrid(cursor, facts, 3);
  }

  properties(): void {
    const facts = [
      this.fact('phase'),
      this.fact('color'),
      this.fact('smell'),
      this.fact('phValue'),
      this.fact('flashPoint'),
      this.fact('boilingPoint'),
      this.fact('vaporPressure'),
    ];
    if (facts.every((fact) => fact.value === '')) return;
    sectionTitle(this.cursor, this.i18n._(msg`Physical properties`));
    factGrid(this.cursor, facts);
  }

  transport(): void {
    const facts = [this.fact('unNumber'), this.fact('hazardNumber'), { ...this.fact('waterHazardClass'), span: 2 }];
    if (facts.every((fact) => fact.value === '')) return;
    sectionTitle(this.cursor, this.i18n._(msg`Transport and water`));
    factGrid(this.cursor, facts);
  }
}

/**
 * The substance data summary (spec "Substances: download", issue 16) as a PDF in the interface
 * language of `i18n`: identity, the label elements with the drawn pictograms and the official
 * statement texts, storage, composition, limits, physical properties, transport and water, and the
 * newest safety data sheet, on one or two pages for a typical substance.
 */
export function substanceSummary(
  report: SubstanceSummary,
  i18n: I18n,
  statementText: StatementText,
  options: PrintOptions,
): Blob {
  const cursor = startReport(options);
  const summary = new Summary(cursor, i18n, report, statementText);
  cursor.text(i18n._(msg`Substance data summary`), { size: 9, muted: true });
  cursor.text(report.title, { size: 16, bold: true });
  cursor.space(1.5);
  summary.identity();
  summary.hazards();
  summary.storage();
  summary.composition();
  summary.limits();
  summary.properties();
  summary.transport();
  return finishReport(cursor, report, i18n);
}
