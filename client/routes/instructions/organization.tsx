import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/instructions/organization')({
  component: () => <PlannedScreen screen="organizationInstructions" mode="list" />,
});
