import { createRootRoute } from '@tanstack/react-router';
import { Layout } from '../features/layout';
import { NotFoundScreen, SCREENS } from '../features/screens';
import { completeCatalog } from '../i18n/i18n';

export const Route = createRootRoute({
  // The texts of the layout and the dashboard are in the start of the catalog; every other
  // screen waits for the rest (issue 25's first-load budget), loaded once.
  beforeLoad: ({ location }) => (location.pathname === SCREENS.dashboard.path ? undefined : completeCatalog()),
  component: Layout,
  notFoundComponent: NotFoundScreen,
});
