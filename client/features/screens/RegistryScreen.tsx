import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { EntityDetailScreen } from '../entity-detail';
import { EntityListScreen } from '../entity-list';
import { APP_EXTENSIONS } from './app-extensions';
import { ModuleGate } from './ModuleGate';
import { SCREENS, type ScreenKey, screenEntity } from './screens';

export type ScreenMode = 'list' | 'detail' | 'page';

interface RegistryScreenProps {
  readonly screen: ScreenKey;
  readonly mode: ScreenMode;
  /** The `{id}` of a detail route; `new` opens the create screen. */
  readonly documentId?: string | undefined;
}

/**
 * The screen of a route in the screen catalog, gated by the tenant's modules like its
 * navigation entry: the generic list or detail screen of the catalog's entity with what the
 * entity's feature registered (app-extensions.ts), the feature's own screen where it registered
 * one, and an honest "being built" note where the catalog names no entity.
 */
export function RegistryScreen({ screen, mode, documentId }: RegistryScreenProps) {
  const entity = screenEntity(screen);
  const extension = entity && APP_EXTENSIONS.extensionOf(entity);
  let content: ReactNode;
  if (entity && mode === 'list') {
    const ListScreen = extension?.listScreens?.[screen] ?? extension?.ListScreen;
    content = ListScreen ? <ListScreen /> : <EntityListScreen key={screen} screen={screen} type={entity} />;
  } else if (entity && mode === 'detail' && documentId) {
    const { DetailScreen } = extension ?? {};
    content = DetailScreen ? (
      <DetailScreen documentId={documentId} />
    ) : (
      <EntityDetailScreen
        key={screen}
        screen={screen}
        type={entity}
        documentId={documentId}
        extension={extension?.detail}
        sourceFields={APP_EXTENSIONS.sourceFieldsOf(entity)}
      />
    );
  } else {
    content = <BeingBuilt screen={screen} mode={mode} isNew={documentId === 'new'} />;
  }
  return <ModuleGate screen={screen}>{content}</ModuleGate>;
}

function BeingBuilt({ screen, mode, isNew }: { screen: ScreenKey; mode: ScreenMode; isNew: boolean }) {
  const { i18n, t } = useLingui();
  const title = i18n._(SCREENS[screen].title);
  const heading = mode === 'detail' ? (isNew ? t`${title}: new` : t`${title}: details`) : title;
  useEffect(() => {
    document.title = `${heading} · Sorgfalt`;
  }, [heading]);
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
