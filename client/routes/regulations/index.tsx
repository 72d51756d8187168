import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/regulations/')({
  component: () => <PlannedScreen screen="regulations" mode="list" />,
});
