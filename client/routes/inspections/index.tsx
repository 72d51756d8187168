import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/inspections/')({
  component: () => <PlannedScreen screen="inspections" mode="list" />,
});
