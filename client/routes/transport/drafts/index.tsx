import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../features/screens/PlannedScreen';

export const Route = createFileRoute('/transport/drafts/')({
  component: () => <PlannedScreen screen="transportDrafts" mode="list" />,
});
