import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../features/screens/PlannedScreen';

export const Route = createFileRoute('/settings')({ component: () => <PlannedScreen screen="settings" mode="page" /> });
