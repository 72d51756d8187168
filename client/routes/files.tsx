import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../features/screens/PlannedScreen';

export const Route = createFileRoute('/files')({ component: () => <PlannedScreen screen="files" mode="list" /> });
