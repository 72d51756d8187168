import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../features/screens/PlannedScreen';

export const Route = createFileRoute('/incidents/without_report/$id')({ component: Screen });

function Screen() {
  const { id } = Route.useParams();
  return <PlannedScreen screen="incidentsWithoutReport" mode="detail" documentId={id} />;
}
