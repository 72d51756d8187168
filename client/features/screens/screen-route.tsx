import { lazyRouteComponent, useParams } from '@tanstack/react-router';
import type { ScreenMode } from './RegistryScreen';
import { ScreenGate } from './ScreenGate';
import { type ScreenKey, screenEntity } from './screens';

// The screens load with the first route that shows one, not with the app; a screen without an
// entity (the dashboard, the landing page) loads without the list and detail screens.
const RegistryScreen = lazyRouteComponent(() => import('./RegistryScreen'), 'RegistryScreen');
const BeingBuiltScreen = lazyRouteComponent(() => import('./BeingBuiltScreen'), 'BeingBuiltScreen');

/**
 * The options of a route that shows a screen of the catalog, so a route file is one line:
 * `createFileRoute('/contacts/$id')(screenRoute('contacts', 'detail'))`. The screen is gated by
 * the tenant's modules and the user's read access like its navigation entry; a gated screen's
 * code is not loaded.
 */
export function screenRoute(screen: ScreenKey, mode: ScreenMode) {
  const Screen = screenEntity(screen) === undefined ? BeingBuiltScreen : RegistryScreen;
  function ScreenOfRoute() {
    const { id } = useParams({ strict: false });
    return (
      <ScreenGate screen={screen} documentId={id}>
        <Screen screen={screen} mode={mode} documentId={id} />
      </ScreenGate>
    );
  }
  // The router loads the screen's code before it shows the route.
  ScreenOfRoute.preload = () => Screen.preload?.() ?? Promise.resolve();
  return { component: ScreenOfRoute };
}
