import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { commission } from '../../../shared/entities/commission';
import { employee } from '../../../shared/entities/employee';
import { finishReport, PAGE, type PageCursor, type PrintOptions, type ReportFrame, startReport } from '../pdf';

/** A work equipment as the written commission names it. */
export interface CommissionEquipment {
  readonly name: string;
  /** Inventory number, manufacturer and building, as far as known. */
  readonly details: string;
}

/** One commissioned employee: a page of their own. */
export interface CommissionPerson {
  readonly name: string;
  readonly personnelNumber: string;
  /** `YYYY-MM-DD`, or empty. */
  readonly commissionAt: string;
}

/** A commission as the written commission prints it: names already looked up. */
export interface CommissionReport extends ReportFrame {
  readonly isDrivingCommission: boolean;
  readonly equipment: readonly CommissionEquipment[];
  /** No one yet: one page with blank lines, to be filled in by hand. */
  readonly people: readonly CommissionPerson[];
  /** Months between qualifications, when they must be renewed. */
  readonly renewalMonths: number | undefined;
  /** The latest qualification day and the renewal date (DL-2), `YYYY-MM-DD` or empty. */
  readonly lastQualificationAt: string;
  readonly nextQualificationAt: string;
}

const SIGNATURE_WIDTH = 75;

function day(i18n: I18n, value: string): string {
  return value ? i18n.date(`${value}T12:00:00`, { dateStyle: 'long' }) : '';
}

/** Lines to sign on, side by side (at most two), each with what the signer writes there, kept on one page. */
function signatures(cursor: PageCursor, labels: readonly string[]): void {
  cursor.ensure(28);
  cursor.space(16);
  const { doc } = cursor;
  const lineY = cursor.y;
  labels.forEach((label, index) => {
    const x = index === 0 ? PAGE.left : cursor.pageWidth - PAGE.right - SIGNATURE_WIDTH;
    doc.setDrawColor(60);
    doc.setLineWidth(0.3);
    doc.line(x, lineY, x + SIGNATURE_WIDTH, lineY);
    cursor.style({ size: 8, muted: true });
    doc.text(cursor.lines(label, SIGNATURE_WIDTH, { size: 8, muted: true }), x, lineY + 1.5, { baseline: 'top' });
  });
  cursor.space(10);
}

function writePage(cursor: PageCursor, report: CommissionReport, person: CommissionPerson | undefined, i18n: I18n) {
  const { fields } = commission;
  const name = person?.name || '______________________________';
  cursor.text(i18n._(msg`Written commission`), { size: 10, muted: true });
  cursor.text(report.title, { size: 17, bold: true });
  cursor.space(4);
  cursor.pair(i18n._(msg`Company`), report.company);
  cursor.pair(i18n._(msg`Commissioned employee`), name);
  if (person?.personnelNumber) cursor.pair(i18n._(employee.fields.personnelNumber.label), person.personnelNumber);
  cursor.pair(
    i18n._(fields.assignments.fields.commissionAt.label),
    day(i18n, person?.commissionAt ?? '') || '______________',
  );
  cursor.space(3);
  cursor.rule();
  cursor.heading(i18n._(fields.workEquipments.label), 11);
  for (const item of report.equipment) {
    cursor.text(`- ${item.name}`, { indent: 2, bold: true });
    if (item.details) cursor.text(item.details, { indent: 5, muted: true });
  }
  if (report.equipment.length === 0) cursor.text('-');
  cursor.space(3);
  cursor.text(
    report.isDrivingCommission
      ? i18n._(
          msg`${name} is commissioned to drive the industrial trucks named above on the company's premises. The employer confirms that the commissioned person is at least 18 years old, suited to driving, trained in driving and has demonstrated this ability (DGUV Regulation 68 § 7).`,
        )
      : i18n._(
          msg`${name} is commissioned to operate the work equipment named above. The employer confirms that the commissioned person is suited and has been instructed in the safe use of this work equipment (German Ordinance on Industrial Safety and Health § 12).`,
        ),
  );
  cursor.space(2);
  cursor.text(
    i18n._(
      msg`The commissioned person operates the work equipment only as instructed, checks it before each use, reports defects at once and does not operate defective equipment. The commission can be revoked at any time and ends with employment.`,
    ),
  );
  cursor.space(3);
  if (report.renewalMonths !== undefined) {
    const months = report.renewalMonths;
    cursor.pair(i18n._(fields.qualificationIntervalInMonths.label), i18n._(msg`every ${months} months`));
    if (report.lastQualificationAt)
      cursor.pair(i18n._(fields.qualifications.fields.qualificationAt.label), day(i18n, report.lastQualificationAt));
    if (report.nextQualificationAt)
      cursor.pair(
        i18n._(fields.qualifications.fields.nextQualificationAt.label),
        day(i18n, report.nextQualificationAt),
      );
  }
  signatures(cursor, [i18n._(msg`Place, date`)]);
  const signer = person?.name ? i18n._(msg`Commissioned employee: ${name}`) : i18n._(msg`Commissioned employee`);
  signatures(cursor, [i18n._(msg`Employer or person responsible`), signer]);
}

/** The written commission (issue 24) as a PDF: one page per commissioned employee, in the language of `i18n`. */
export function commissionReport(report: CommissionReport, i18n: I18n, options: PrintOptions): Blob {
  const cursor = startReport(options);
  const people: readonly (CommissionPerson | undefined)[] = report.people.length > 0 ? report.people : [undefined];
  people.forEach((person, index) => {
    if (index > 0) {
      cursor.doc.addPage();
      cursor.y = PAGE.top;
    }
    writePage(cursor, report, person, i18n);
  });
  return finishReport(cursor, report, i18n);
}
