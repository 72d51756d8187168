import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/hazardous_substances/$id')({ component: Screen });

function Screen() {
  const { id } = Route.useParams();
  return <PlannedScreen screen="hazardousSubstances" mode="detail" documentId={id} />;
}
