import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { parseStoredDate } from '../../ui/cell-text';
import type { SdsReadFailure } from '../sds';
import type { DataSheetFlag } from './data-sheet-flags';

/** Why the sheet could not be read, in the words of the import dialog. */
export const READ_FAILURES = {
  NOT_PDF: msg`This file is not a PDF. Choose the safety data sheet as a PDF file.`,
  PASSWORD: msg`This PDF is protected by a password and cannot be read. Choose a copy without password protection.`,
  DAMAGED: msg`This PDF is damaged and cannot be read. Download the safety data sheet again and retry.`,
  FAILED: msg`The file could not be read. Please try again; if it happens again, contact support.`,
} as const satisfies Record<SdsReadFailure, unknown>;

function dayText(i18n: I18n, day: string): string {
  const date = parseStoredDate(day);
  return date ? i18n.date(date, { dateStyle: 'medium' }) : day;
}

/** A flag on the review screen in the interface language. */
export function dataSheetFlagText(i18n: I18n, flag: DataSheetFlag): string {
  switch (flag.id) {
    case 'CHECK_DIGIT': {
      const number = flag.number;
      return i18n._(
        msg`The check digit of ${number} (section 3) does not match: the number is misprinted on the sheet.`,
      );
    }
    case 'MISSING_IN_SECTION_16': {
      const statements = flag.statements.join(', ');
      return i18n._(msg`On the label, but without full text in section 16: ${statements}. Check the label elements.`);
    }
    case 'NOT_ON_LABEL': {
      const statements = flag.statements.join(', ');
      return i18n._(
        msg`Named in section 3 or 16, but not on the label: ${statements}. Right for the components of a mixture below their limits; otherwise check the label elements.`,
      );
    }
    case 'OLDER_THAN_STORED': {
      const revised = dayText(i18n, flag.revisionDate);
      const stored = dayText(i18n, flag.storedDate);
      return i18n._(
        msg`This sheet (revised ${revised}) is older than the newest safety data sheet stored with the substance (${stored}). Check that you chose the current sheet.`,
      );
    }
    case 'CLASS_WITHOUT_HAZARD': {
      const storageClass = flag.storageClass;
      const statements = flag.statements.join(', ');
      return i18n._(
        msg`Storage class ${storageClass} rests on none of the hazard statements of its hazard (${statements}). Check the storage class against the classification (TRGS 510).`,
      );
    }
    case 'HAZARD_WITHOUT_CLASS': {
      const statements = flag.statements.join(', ');
      const expected = flag.expected.join(', ');
      return i18n._(
        msg`The hazard statements ${statements} call for storage class ${expected} (TRGS 510), which is not given. Check the storage class.`,
      );
    }
  }
}
