import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/permits/')({ component: () => <PlannedScreen screen="permits" mode="list" /> });
