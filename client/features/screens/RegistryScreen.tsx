import { EntityDetailScreen } from '../entity-detail';
import { EntityListScreen } from '../entity-list';
import { APP_EXTENSIONS } from './app-extensions';
import { BeingBuilt } from './BeingBuiltScreen';
import { type ScreenKey, screenEntity } from './screens';

export type ScreenMode = 'list' | 'detail' | 'page';

interface RegistryScreenProps {
  readonly screen: ScreenKey;
  readonly mode: ScreenMode;
  /** The `{id}` of a detail route; `new` opens the create screen. */
  readonly documentId?: string | undefined;
}

/**
 * The screen of a route in the screen catalog whose entry names an entity (screen-route.tsx
 * gates it by the tenant's modules): the generic list or detail screen of the entity with what
 * the entity's feature registered (app-extensions.ts), the feature's own screen where it
 * registered one, and the "being built" note for a mode the entity has no screen for.
 */
export function RegistryScreen({ screen, mode, documentId }: RegistryScreenProps) {
  const entity = screenEntity(screen);
  const extension = entity && APP_EXTENSIONS.extensionOf(entity);
  if (entity && mode === 'list') {
    const ListScreen = extension?.listScreens?.[screen] ?? extension?.ListScreen;
    return ListScreen ? (
      <ListScreen />
    ) : (
      <EntityListScreen
        key={screen}
        screen={screen}
        type={entity}
        Actions={extension?.ListActions}
        useFilter={extension?.useListFilter}
        cells={extension?.listCells}
      />
    );
  }
  if (entity && mode === 'detail' && documentId) {
    const { DetailScreen } = extension ?? {};
    return DetailScreen ? (
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
  }
  return <BeingBuilt screen={screen} mode={mode} isNew={documentId === 'new'} />;
}
