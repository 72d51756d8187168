import { createFileRoute } from '@tanstack/react-router';
import { isScreenAvailable } from '../../features/navigation/navigation';
import { PlannedScreen } from '../../features/screens/PlannedScreen';
import { SiteInspectionScreen } from '../../features/site-inspections/SiteInspectionScreen';
import { useSession } from '../../session/session-context';

export const Route = createFileRoute('/site_inspections/$id')({ component: Screen });

function Screen() {
  const { id } = Route.useParams();
  const { moduleAccess } = useSession();
  // Without the module the planned screen says so.
  if (!isScreenAvailable('siteInspections', moduleAccess))
    return <PlannedScreen screen="siteInspections" mode="detail" documentId={id} />;
  return <SiteInspectionScreen documentId={id} />;
}
