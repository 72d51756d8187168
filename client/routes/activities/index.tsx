import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/activities/')({
  component: () => <PlannedScreen screen="activities" mode="list" />,
});
