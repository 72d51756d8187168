import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/contacts/$id')({ component: Screen });

function Screen() {
  const { id } = Route.useParams();
  return <PlannedScreen screen="contacts" mode="detail" documentId={id} />;
}
