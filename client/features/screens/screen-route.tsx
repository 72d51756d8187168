import { lazyRouteComponent, useParams } from '@tanstack/react-router';
import type { ScreenMode } from './RegistryScreen';
import type { ScreenKey } from './screens';

// The screens load with the first route that shows one, not with the app.
const RegistryScreen = lazyRouteComponent(() => import('./RegistryScreen'), 'RegistryScreen');

/**
 * The options of a route that shows a screen of the catalog, so a route file is one line:
 * `createFileRoute('/contacts/$id')(screenRoute('contacts', 'detail'))`.
 */
export function screenRoute(screen: ScreenKey, mode: ScreenMode) {
  function ScreenOfRoute() {
    const { id } = useParams({ strict: false });
    return <RegistryScreen screen={screen} mode={mode} documentId={id} />;
  }
  // The router loads the screen's code before it shows the route.
  ScreenOfRoute.preload = () => RegistryScreen.preload?.() ?? Promise.resolve();
  return { component: ScreenOfRoute };
}
