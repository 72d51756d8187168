import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/recurring_measures/')({
  component: () => <PlannedScreen screen="recurringMeasures" mode="list" />,
});
