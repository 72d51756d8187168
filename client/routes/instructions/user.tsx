import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/instructions/user')({
  component: () => <PlannedScreen screen="userInstructions" mode="list" />,
});
