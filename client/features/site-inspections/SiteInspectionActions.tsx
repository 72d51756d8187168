import { useReplica } from '../../sync/replica-context';
import type { ViewDoc } from '../../sync/replica-db';
import { SiteInspectionPdfButton } from './SiteInspectionPdfButton';

/** The actions of a saved site inspection: its PDF report. */
export function SiteInspectionActions({ doc }: { readonly doc: ViewDoc }) {
  const replica = useReplica();
  if (!replica) return null;
  return (
    <div className="site-inspection-actions">
      <SiteInspectionPdfButton replica={replica} doc={doc} />
    </div>
  );
}
