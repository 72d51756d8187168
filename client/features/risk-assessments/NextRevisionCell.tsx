import { Trans } from '@lingui/react/macro';
import { revisionOverdue } from '../../../shared/domain/risk-assessments';
import { localDay } from '../entity-detail';
import type { ListCell } from '../screens';

/**
 * The risk assessments list's next revision: the day, and "overdue" beside it in the error colour
 * beneath when it lies before today (RA-12, the rule of the assessment's own revision facts and the due view).
 */
export const NextRevisionCell: ListCell = ({ data, text }) => {
  const overdue = revisionOverdue(data.nextRevisionAt, localDay(new Date()));
  return (
    <span className="entity-list-text" title={text === '' ? undefined : text} data-overdue={overdue || undefined}>
      <span>{text}</span>{' '}
      {overdue && (
        <strong className="entity-list-overdue">
          <Trans>overdue</Trans>
        </strong>
      )}
    </span>
  );
};
