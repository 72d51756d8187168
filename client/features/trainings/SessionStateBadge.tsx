import { Trans } from '@lingui/react/macro';
import type { SessionState } from '../../../shared/domain/trainings';

/** A session's state (TRN-3) as a word with its colour. */
export function SessionStateBadge({ state }: { readonly state: SessionState }) {
  return (
    <span className={`training-state training-state-${state}`} data-state={state}>
      {state === 'completed' ? (
        <Trans>Completed</Trans>
      ) : state === 'overdue' ? (
        <Trans>Overdue</Trans>
      ) : (
        <Trans>Open</Trans>
      )}
    </span>
  );
}

/** A progress bar with its percentage as text. */
export function ProgressBar({ percent }: { readonly percent: number }) {
  return (
    <span className="training-progress">
      <progress max={100} value={percent} aria-hidden="true" />
      <span>{percent} %</span>
    </span>
  );
}
