import { createFileRoute } from '@tanstack/react-router';
import { EntityDetailScreen } from '../../features/entity-detail/EntityDetailScreen';

export const Route = createFileRoute('/locations/$id')({ component: Screen });

function Screen() {
  const { id } = Route.useParams();
  return <EntityDetailScreen screen="locations" type="LOCATION" documentId={id} />;
}
