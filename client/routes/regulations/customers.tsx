import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/regulations/customers')({
  component: () => <PlannedScreen screen="regulationCustomers" mode="list" />,
});
