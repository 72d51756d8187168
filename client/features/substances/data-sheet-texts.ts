import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SdsReadFailure } from '../sds';
import type { DataSheetFlag } from './data-sheet-flags';

/** Why the sheet could not be read, in the words of the import dialog. */
export const READ_FAILURES = {
  NOT_PDF: msg`This file is not a PDF. Choose the safety data sheet as a PDF file.`,
  PASSWORD: msg`This PDF is protected by a password and cannot be read. Choose a copy without password protection.`,
  DAMAGED: msg`This PDF is damaged and cannot be read. Download the safety data sheet again and retry.`,
  FAILED: msg`The file could not be read. Please try again; if it happens again, contact support.`,
} as const satisfies Record<SdsReadFailure, unknown>;

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
  }
}
