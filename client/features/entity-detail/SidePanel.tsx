import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useState } from 'react';
import type { ReplicaDb } from '../../sync/replica-db';
import { CommentsPanel } from './CommentsPanel';

type Tab = 'comments' | 'history';
const TABS: readonly Tab[] = ['comments', 'history'];

interface SidePanelProps {
  readonly db: ReplicaDb;
  /** The saved document; undefined on the create screen (tabs disabled). */
  readonly documentId: string | undefined;
}

/** Comments and history beside the form (domain.md §2); both need a saved document. */
export function SidePanel({ db, documentId }: SidePanelProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('comments');
  const enabled = documentId !== undefined;
  const labels: Record<Tab, string> = { comments: t`Comments`, history: t`History` };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length] ?? 'comments';
    setTab(next);
    document.getElementById(`side-tab-${next}`)?.focus();
  };
  return (
    <aside className="side-panel" aria-label={t`Comments and history`}>
      <div role="tablist" className="side-tabs" onKeyDown={onKeyDown}>
        {TABS.map((key) => (
          <button
            key={key}
            id={`side-tab-${key}`}
            type="button"
            role="tab"
            className="side-tab"
            aria-selected={tab === key}
            aria-controls={`side-panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            disabled={!enabled}
            onClick={() => setTab(key)}
          >
            {labels[key]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`side-panel-${tab}`} aria-labelledby={`side-tab-${tab}`} className="side-tabpanel">
        {!enabled ? (
          <p className="form-hint">
            <Trans>Comments and history are available after the document is saved.</Trans>
          </p>
        ) : tab === 'comments' ? (
          <CommentsPanel db={db} documentId={documentId} />
        ) : (
          <p className="form-hint">
            <Trans>The history of changes is not shown here yet.</Trans>
          </p>
        )}
      </div>
    </aside>
  );
}
