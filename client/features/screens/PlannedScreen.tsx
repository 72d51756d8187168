import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { ReplicaDb } from '../../sync/replica-db';
import { EntityDetailScreen } from '../entity-detail/EntityDetailScreen';
import type { FormData } from '../entity-detail/form-values';
import { EntityListScreen } from '../entity-list/EntityListScreen';
import { ModuleGate } from './ModuleGate';
import { SCREENS, type ScreenKey, screenEntity } from './screens';

export type ScreenMode = 'list' | 'detail' | 'page';

interface PlannedScreenProps {
  readonly screen: ScreenKey;
  readonly mode: ScreenMode;
  /** The `{id}` of a detail route; `new` opens the create screen. */
  readonly documentId?: string;
  /** The values a new document starts with (a measure created from a finding). */
  readonly initial?: FormData;
  /** Runs once a new document is stored (a measure from a finding joins its inspection). */
  readonly afterCreate?: (db: ReplicaDb, id: string) => Promise<void>;
}

/**
 * A route whose screen a later issue delivers: its real title and an honest
 * "being built" note, gated by the tenant's modules like its navigation entry.
 */
export function PlannedScreen({ screen, mode, documentId, initial, afterCreate }: PlannedScreenProps) {
  const { i18n, t } = useLingui();
  const title = i18n._(SCREENS[screen].title);
  const isNew = documentId === 'new';
  const heading = mode === 'detail' ? (isNew ? t`${title}: new` : t`${title}: details`) : title;
  useEffect(() => {
    document.title = `${heading} · Sorgfalt`;
  }, [heading]);

  const entity = screenEntity(screen);
  return (
    <ModuleGate screen={screen}>
      {entity && mode === 'list' ? (
        <EntityListScreen screen={screen} type={entity} />
      ) : entity && mode === 'detail' && documentId ? (
        <EntityDetailScreen
          screen={screen}
          type={entity}
          documentId={documentId}
          {...(initial ? { initial } : {})}
          {...(afterCreate ? { afterCreate } : {})}
        />
      ) : (
        <BeingBuilt heading={heading} />
      )}
    </ModuleGate>
  );
}

function BeingBuilt({ heading }: { heading: string }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{heading}</h1>
      <div className="notice" role="status" data-testid="being-built">
        <p>
          <Trans>This area is being built.</Trans>
        </p>
        <p className="notice-detail">
          <Trans>Lists, forms and offline editing for it arrive with one of the next releases.</Trans>
        </p>
      </div>
    </section>
  );
}
