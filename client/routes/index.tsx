import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

// The dashboard is a chunk of its own that the first screen shows (vite.config.ts `firstScreen`).
export const Route = createFileRoute('/')({
  component: lazyRouteComponent(() => import('../features/dashboard'), 'DashboardScreen'),
});
