import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/substances/')({
  component: () => <PlannedScreen screen="substances" mode="list" />,
});
