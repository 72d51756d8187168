import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/regulations/reports')({
  component: () => <PlannedScreen screen="regulationReports" mode="list" />,
});
