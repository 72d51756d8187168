import { useLingui } from '@lingui/react/macro';
import type { DataSheetFlag } from './data-sheet-flags';
import { dataSheetFlagText } from './data-sheet-texts';

/** One flag among several of its kind. */
function flagKey(flag: DataSheetFlag): string {
  switch (flag.id) {
    case 'CHECK_DIGIT':
      return `${flag.id}-${flag.number}`;
    case 'CLASS_WITHOUT_HAZARD':
      return `${flag.id}-${flag.storageClass}`;
    default:
      return flag.id;
  }
}

/** The review's flags of the given kinds, where they belong; nothing when there are none. */
export function DataSheetFlagList({
  flags,
  ids,
}: {
  readonly flags: readonly DataSheetFlag[];
  readonly ids: readonly DataSheetFlag['id'][];
}) {
  const { i18n } = useLingui();
  const shown = flags.filter((flag) => ids.includes(flag.id));
  if (shown.length === 0) return null;
  return (
    <ul className="notice notice-warning sds-flags" data-testid="sds-flags">
      {shown.map((flag) => (
        <li key={flagKey(flag)} data-flag={flag.id}>
          {dataSheetFlagText(i18n, flag)}
        </li>
      ))}
    </ul>
  );
}
