import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/access_roles/$id')({ component: Screen });

function Screen() {
  const { id } = Route.useParams();
  return <PlannedScreen screen="accessRoles" mode="detail" documentId={id} />;
}
