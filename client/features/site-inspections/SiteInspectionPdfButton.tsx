import { useLingui } from '@lingui/react/macro';
import { documentTitle } from '../../../shared/entities/document-title';
import { useSession } from '../../session/session-context';
import type { ViewDoc } from '../../sync/replica-db';
import type { ReplicaSession } from '../../sync/replica-session';
import { loadPdfFonts, PdfButton, reportLogo } from '../pdf';
import { siteInspectionReportData } from './site-inspection-data';

/** The site inspection report as a PDF, with its photos as far as the device has or can fetch them. */
export function SiteInspectionPdfButton({ replica, doc }: { readonly replica: ReplicaSession; readonly doc: ViewDoc }) {
  const { i18n } = useLingui();
  const company = useSession().tenant.fullName;
  async function build(createdAt: Date): Promise<Blob> {
    const [report, { siteInspectionReport }, fonts, logo] = await Promise.all([
      siteInspectionReportData(replica, doc, { company, createdAt }),
      import('./site-inspection-report'),
      loadPdfFonts(),
      reportLogo(replica),
    ]);
    return siteInspectionReport({ ...report, logo }, i18n, { fonts });
  }
  return <PdfButton title={documentTitle(doc.type, doc.data)} build={build} testId="site-inspection-pdf" />;
}
