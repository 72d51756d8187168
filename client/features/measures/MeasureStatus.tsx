import { Trans } from '@lingui/react/macro';
import { effectivenessState, isDone, isOverdue } from '../../../shared/domain/measures';
import type { DocumentData } from '../../../shared/entities/entity';

/** A measure's state in a word: overdue, open or done, and for a done one its effectiveness (MEA-1 … MEA-7). */
export function MeasureStatus({ data, today }: { readonly data: DocumentData; readonly today: string }) {
  if (!isDone(data)) {
    return isOverdue(data, today) ? (
      <span className="measure-status measure-status-overdue">
        <Trans>Overdue</Trans>
      </span>
    ) : (
      <span className="measure-status measure-status-open">
        <Trans>Open</Trans>
      </span>
    );
  }
  const check = effectivenessState(data, today);
  return (
    <span className={`measure-status measure-status-done measure-check-${check}`}>
      <Trans>Done</Trans>
      {' · '}
      {check === 'effective' ? (
        <Trans>effective</Trans>
      ) : check === 'notEffective' ? (
        <Trans>not effective</Trans>
      ) : check === 'overdue' ? (
        <Trans>check overdue</Trans>
      ) : (
        <Trans>check pending</Trans>
      )}
    </span>
  );
}
