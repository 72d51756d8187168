import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/individual_regulations/')({
  component: () => <PlannedScreen screen="individualRegulations" mode="list" />,
});
