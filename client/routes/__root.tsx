import { createRootRoute } from '@tanstack/react-router';
import { Layout } from '../features/layout';
import { NotFoundScreen } from '../features/screens';

export const Route = createRootRoute({ component: Layout, notFoundComponent: NotFoundScreen });
