import { createFileRoute } from '@tanstack/react-router';
import { ModuleGate } from '../../../features/screens/ModuleGate';
import { TransportDocumentView } from '../../../features/transport/TransportDocumentView';

export const Route = createFileRoute('/transport/documents/$id')({ component: Screen });

function Screen() {
  const { id } = Route.useParams();
  return (
    <ModuleGate screen="transportDocuments">
      <TransportDocumentView documentId={id} />
    </ModuleGate>
  );
}
