import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/conditions/')({
  component: () => <PlannedScreen screen="conditions" mode="list" />,
});
