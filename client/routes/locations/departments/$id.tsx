import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../features/screens/PlannedScreen';

export const Route = createFileRoute('/locations/departments/$id')({ component: Screen });

function Screen() {
  const { id } = Route.useParams();
  return <PlannedScreen screen="departments" mode="detail" documentId={id} />;
}
