import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/hazardous_substances/')({
  component: () => <PlannedScreen screen="hazardousSubstances" mode="list" />,
});
