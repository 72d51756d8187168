import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../features/screens/PlannedScreen';

export const Route = createFileRoute('/')({ component: () => <PlannedScreen screen="dashboard" mode="page" /> });
