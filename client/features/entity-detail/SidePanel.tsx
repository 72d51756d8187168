import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useState } from 'react';
import type { EntityDefinition } from '../../../shared/entities/entity';
import type { HistoryApi } from '../../sync/history-api';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { CommentsPanel } from './CommentsPanel';
import { HistoryPanel } from './HistoryPanel';

type Tab = 'comments' | 'history';
const TABS: readonly Tab[] = ['comments', 'history'];

interface SidePanelProps {
  readonly db: ReplicaDb;
  readonly history: HistoryApi;
  readonly entity: EntityDefinition;
  /** The saved document; undefined on the create screen (tabs disabled). */
  readonly doc: ViewDoc | undefined;
}

/** Comments and history beside the form (domain.md §2); both need a saved document. */
export function SidePanel({ db, history, entity, doc }: SidePanelProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('comments');
  const enabled = doc !== undefined;
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
        {!doc ? (
          <p className="form-hint">
            <Trans>Comments and history are available after the document is saved.</Trans>
          </p>
        ) : tab === 'comments' ? (
          <CommentsPanel db={db} documentId={doc.id} />
        ) : (
          <HistoryPanel
            history={history}
            entity={entity}
            documentId={doc.id}
            version={doc.version}
            pending={doc.pending}
          />
        )}
      </div>
    </aside>
  );
}
