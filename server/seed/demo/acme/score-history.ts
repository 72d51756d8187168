import { isoWeekOf, SCORE_RECORD_TYPE, scoreRecordId } from '../../../../shared/domain/compliance';
import { day } from '../dates';
import { type DemoDocument, tenantDocuments } from '../document';

const document = tenantDocuments('tenant-acme');

/** One Monday's record as the weekly job writes it (docs/domain/compliance.md CMP-9), `weeksBefore` the reference week. */
function week(weeksBefore: number, grade: number, metWeight: number, totalWeight: number, missing: number) {
  const recordedOn = day(1 - 7 * weeksBefore);
  const id = isoWeekOf(recordedOn);
  return document(scoreRecordId(id), SCORE_RECORD_TYPE, {
    week: id,
    recordedOn,
    grade,
    percent: Math.round((metWeight / totalWeight) * 1000) / 10,
    metWeight,
    totalWeight,
    missing,
  });
}

/**
 * Acme's compliance score of the six weeks before the reference week, as the weekly job would
 * have recorded it: from 5 (poor) up to 4 (sufficient) as instructions and risk assessments were
 * written, so the dashboard's trend has a history to show.
 */
export const ACME_SCORE_HISTORY: readonly DemoDocument[] = [
  week(6, 5, 52, 126, 31),
  week(5, 5, 57, 126, 29),
  week(4, 5, 61, 128, 27),
  week(3, 4, 65, 128, 25),
  week(2, 4, 66, 130, 24),
  week(1, 4, 70, 130, 22),
];
