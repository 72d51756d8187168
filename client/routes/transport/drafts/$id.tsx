import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../features/screens/PlannedScreen';

export const Route = createFileRoute('/transport/drafts/$id')({ component: Screen });

function Screen() {
  const { id } = Route.useParams();
  return <PlannedScreen screen="transportDrafts" mode="detail" documentId={id} />;
}
