import { createFileRoute } from '@tanstack/react-router';
import { grantsAnywhere } from '../../../../shared/access/grants';
import { EntityDetailScreen } from '../../../features/entity-detail/EntityDetailScreen';
import { ModuleGate } from '../../../features/screens/ModuleGate';
import { CargoPicker } from '../../../features/transport/CargoPicker';
import { DeriveDocumentButton } from '../../../features/transport/DeriveDocumentButton';
import { PointsPanel } from '../../../features/transport/PointsPanel';
import { useSession } from '../../../session/session-context';

export const Route = createFileRoute('/transport/drafts/$id')({ component: Screen });

function Screen() {
  const { id } = Route.useParams();
  const mayDerive = grantsAnywhere(useSession().employee.grants, 'CREATE', 'TRANSPORT_DOCUMENTS');
  return (
    <ModuleGate screen="transportDrafts">
      <EntityDetailScreen
        screen="transportDrafts"
        type="ADR_TRANSPORT_DRAFT"
        documentId={id}
        formAddon={(data, setField) => (
          <>
            <CargoPicker cargo={data.cargo} onCargo={(cargo) => setField('cargo', cargo)} />
            <PointsPanel data={data} />
          </>
        )}
        {...(mayDerive ? { actions: (draft) => <DeriveDocumentButton draft={draft} /> } : {})}
      />
    </ModuleGate>
  );
}
