import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/maintenances/')({
  component: () => <PlannedScreen screen="maintenances" mode="list" />,
});
