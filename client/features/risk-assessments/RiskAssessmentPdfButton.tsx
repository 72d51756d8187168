import { Trans, useLingui } from '@lingui/react/macro';
import { documentTitle } from '../../../shared/entities/document-title';
import { useSession } from '../../session/session-context';
import type { ViewDoc } from '../../sync/replica-db';
import type { ReplicaSession } from '../../sync/replica-session';
import { localDay } from '../entity-detail';
import { loadPdfFonts, PdfButton, reportLogo } from '../pdf';
import { useThresholds } from './use-thresholds';

/**
 * "Download": the assessment as a landscape A4 PDF in the interface language, built on the device
 * from the replica (also offline); the builder and the PDF engine load when it is pressed.
 */
export function RiskAssessmentPdfButton({ replica, doc }: { readonly replica: ReplicaSession; readonly doc: ViewDoc }) {
  const { i18n } = useLingui();
  const company = useSession().tenant.fullName;
  const thresholds = useThresholds(replica.db);
  async function build(createdAt: Date): Promise<Blob> {
    const [{ riskAssessmentReportData }, { riskAssessmentReport }, fonts, logo] = await Promise.all([
      import('./risk-assessment-data'),
      import('./risk-assessment-report'),
      loadPdfFonts(),
      reportLogo(replica),
    ]);
    const report = await riskAssessmentReportData(
      replica.db,
      doc,
      { company, createdAt },
      thresholds,
      i18n,
      localDay(createdAt),
    );
    return riskAssessmentReport({ ...report, logo }, i18n, { fonts });
  }
  return (
    <PdfButton
      title={documentTitle(doc.type, doc.data)}
      build={build}
      testId="risk-assessment-pdf"
      label={<Trans>Download (PDF)</Trans>}
    />
  );
}
