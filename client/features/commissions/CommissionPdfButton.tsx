import { Trans, useLingui } from '@lingui/react/macro';
import { documentTitle } from '../../../shared/entities/document-title';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import type { ViewDoc } from '../../sync/replica-db';
import { loadPdfFonts, PdfButton, reportLogo } from '../pdf';
import { commissionReportData } from './commission-report-data';

/** The written commission as a PDF, one page per commissioned employee with signature lines; also offline. */
export function CommissionPdfButton({ doc }: { readonly doc: ViewDoc }) {
  const { i18n } = useLingui();
  const replica = useReplica();
  const company = useSession().tenant.fullName;
  if (!replica) return null;
  const build = async (createdAt: Date): Promise<Blob> => {
    const [report, { commissionReport }, fonts, logo] = await Promise.all([
      commissionReportData(replica.db, doc, { company, createdAt }),
      import('./commission-report'),
      loadPdfFonts(),
      reportLogo(replica),
    ]);
    return commissionReport({ ...report, logo }, i18n, { fonts });
  };
  return (
    <PdfButton
      title={documentTitle(doc.type, doc.data)}
      build={build}
      testId="commission-pdf"
      label={<Trans>Written commission (PDF)</Trans>}
    />
  );
}
