import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComplianceGrade, DashboardReason } from '../../../shared/domain/compliance';

/** The grades' words (domain.md §9). */
export const GRADE_WORDS: Readonly<Record<ComplianceGrade, MessageDescriptor>> = {
  1: msg`very good`,
  2: msg`good`,
  3: msg`satisfactory`,
  4: msg`sufficient`,
  5: msg`poor`,
  6: msg`insufficient`,
};

/** Each reason of the missing documents' table (domain.md §4). */
export const REASON_LABELS: Readonly<Record<DashboardReason, MessageDescriptor>> = {
  OVERDUE_MEASURE: msg`Measure overdue`,
  MISSING_EMKG: msg`EMKG rating missing`,
  MISSING_RISK_ASSESSMENT: msg`Risk assessment missing`,
  MISSING_OPERATING_INSTRUCTION: msg`Operating instruction missing`,
};

/** The document types of the table (the registry's labels load later, with the other screens). */
export const TYPE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  SUBSTANCE: msg`Substance`,
  ACTIVITY: msg`Activity`,
  MEASURE: msg`Measure`,
};

/** The chart's rows: what a reason's met and missing checks are. */
export const COVERAGE_ROWS: Readonly<
  Record<DashboardReason, { label: MessageDescriptor; met: MessageDescriptor; missing: MessageDescriptor }>
> = {
  OVERDUE_MEASURE: { label: msg`Measures`, met: msg`on time`, missing: msg`overdue` },
  MISSING_EMKG: { label: msg`Activities: EMKG rating`, met: msg`rated`, missing: msg`missing` },
  MISSING_RISK_ASSESSMENT: {
    label: msg`Risk assessments (substances and activities)`,
    met: msg`present`,
    missing: msg`missing`,
  },
  MISSING_OPERATING_INSTRUCTION: {
    label: msg`Operating instructions (substances and activities)`,
    met: msg`present`,
    missing: msg`missing`,
  },
};
