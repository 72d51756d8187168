import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportEntry, ReportSpan } from '../../../shared/domain/regulations';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import { loadPdfFonts, PdfButton, reportLogo } from '../pdf';

interface ReportPdfButtonProps {
  readonly title: string;
  readonly customer: string;
  readonly provider: string;
  readonly span: ReportSpan;
  readonly publishedAt: string | undefined;
  readonly entries: readonly ReportEntry[];
  readonly testId: string;
}

/** "Download (PDF)": the report made on the device, also offline; the builder and jsPDF load when pressed. */
export function ReportPdfButton({ testId, ...report }: ReportPdfButtonProps) {
  const { i18n } = useLingui();
  const replica = useReplica();
  const company = useSession().tenant.fullName;
  async function build(createdAt: Date): Promise<Blob> {
    const [{ regulationReportPdf }, fonts, logo] = await Promise.all([
      import('./regulation-report-pdf'),
      loadPdfFonts(),
      reportLogo(replica),
    ]);
    return regulationReportPdf({ ...report, company, createdAt, logo }, i18n, { fonts });
  }
  return <PdfButton title={report.title} build={build} testId={testId} label={<Trans>Download (PDF)</Trans>} />;
}
