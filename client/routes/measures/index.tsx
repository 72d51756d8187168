import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/measures/')({
  component: () => <PlannedScreen screen="measures" mode="list" />,
});
