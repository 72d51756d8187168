import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/recurring_measures/$id')({ component: Screen });

function Screen() {
  const { id } = Route.useParams();
  return <PlannedScreen screen="recurringMeasures" mode="detail" documentId={id} />;
}
