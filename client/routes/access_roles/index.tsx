import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/access_roles/')({
  component: () => <PlannedScreen screen="accessRoles" mode="list" />,
});
