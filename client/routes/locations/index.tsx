import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/locations/')({
  component: () => <PlannedScreen screen="locations" mode="list" />,
});
