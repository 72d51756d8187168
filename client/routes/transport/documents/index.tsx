import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../features/screens/PlannedScreen';

export const Route = createFileRoute('/transport/documents/')({
  component: () => <PlannedScreen screen="transportDocuments" mode="list" />,
});
