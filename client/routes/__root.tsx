import { createRootRoute } from '@tanstack/react-router';
import { Layout } from '../features/layout/Layout';
import { NotFoundScreen } from '../features/screens/NotFoundScreen';

export const Route = createRootRoute({ component: Layout, notFoundComponent: NotFoundScreen });
