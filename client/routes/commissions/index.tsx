import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/commissions/')({
  component: () => <PlannedScreen screen="commissions" mode="list" />,
});
