import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/employees/')({
  component: () => <PlannedScreen screen="employees" mode="list" />,
});
