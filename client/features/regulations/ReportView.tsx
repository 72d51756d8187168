import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportEntry } from '../../../shared/domain/regulations';
import { plainText } from './evaluation-state';

/** A day in the interface language. */
export function useDayText(): (day: string | undefined) => string {
  const { i18n } = useLingui();
  return (day) => (day ? i18n.date(`${day}T12:00:00`, { dateStyle: 'medium' }) : '-');
}

/**
 * A regulation report on screen (RGL-14): per regulation new or changed in the period its changes
 * and the required actions addressed to the customer. Rich text is shown as plain text.
 */
export function ReportView({ entries }: { readonly entries: readonly ReportEntry[] }) {
  const dayText = useDayText();
  if (entries.length === 0) {
    return (
      <p className="form-hint" data-testid="report-empty">
        <Trans>No regulation was issued or changed in this period.</Trans>
      </p>
    );
  }
  return (
    <ol className="report-entries" data-testid="report-preview">
      {entries.map((entry) => {
        const issued = dayText(entry.issuedAt);
        const changed = dayText(entry.lastChangeAt);
        return (
          <li key={entry.id} className="report-entry" data-testid="report-entry">
            <h3>{entry.name}</h3>
            <p className="line-muted">
              {entry.isNew ? (
                <Trans>New · issued on {issued}</Trans>
              ) : (
                <Trans>Changed · last change on {changed}</Trans>
              )}
            </p>
            {entry.changes.length > 0 && (
              <>
                <h4>
                  <Trans>Changes in the period</Trans>
                </h4>
                <ul>
                  {entry.changes.map((change) => (
                    <li key={change.id}>
                      <strong>{dayText(change.changeAt)}</strong> {plainText(change.content ?? '')}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <h4>
              <Trans>Required actions for your company</Trans>
            </h4>
            {entry.requiredActions.length === 0 ? (
              <p className="line-muted">
                <Trans>None</Trans>
              </p>
            ) : (
              <ol>
                {entry.requiredActions.map((action) => (
                  <li key={action.id}>
                    {plainText(action.content ?? '')}
                    {action.remarks ? (
                      <span className="line-muted">
                        {' · '}
                        <Trans>Remarks</Trans>: {action.remarks}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </li>
        );
      })}
    </ol>
  );
}
