import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/storages/')({
  component: () => <PlannedScreen screen="storages" mode="list" />,
});
