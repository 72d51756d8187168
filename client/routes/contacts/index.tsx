import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/contacts/')({
  component: () => <PlannedScreen screen="contacts" mode="list" />,
});
