import { useLingui } from '@lingui/react/macro';

/** What the last change of a picker did, told to the user (and read out by screen readers). */
export interface Report {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly already: readonly string[];
  readonly unknown: readonly string[];
  readonly otherField: readonly string[];
}

export const EMPTY_REPORT: Report = { added: [], removed: [], already: [], unknown: [], otherField: [] };

const listed = (codes: readonly string[]) => [...new Set(codes)].join(', ');

/** The report below the search field: a live region, so the news is read out where the focus stays. */
export function PickerReport({ id, report }: { id: string; report: Report }) {
  const { t } = useLingui();
  const { added, removed, already, unknown, otherField } = report;
  const problems = unknown.length > 0 || otherField.length > 0;
  const [addedCodes, removedCodes, chosenCodes, unknownCodes, otherCodes] = [
    added,
    removed,
    already,
    unknown,
    otherField,
  ].map(listed);
  return (
    <div id={id} role="status" className={problems ? 'picker-report picker-report-problem' : 'picker-report'}>
      {added.length > 0 && <p>{t`Added: ${addedCodes}`}</p>}
      {removed.length > 0 && <p>{t`Removed: ${removedCodes}`}</p>}
      {already.length > 0 && <p>{t`Already chosen: ${chosenCodes}`}</p>}
      {unknown.length > 0 && <p>{t`Not in the CLP catalog: ${unknownCodes}`}</p>}
      {otherField.length > 0 && <p>{t`Belongs to the other statement field: ${otherCodes}`}</p>}
    </div>
  );
}
