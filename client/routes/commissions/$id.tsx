import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/commissions/$id')({ component: Screen });

function Screen() {
  const { id } = Route.useParams();
  return <PlannedScreen screen="commissions" mode="detail" documentId={id} />;
}
