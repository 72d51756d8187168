import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import { exportFileName } from '../../ui/csv';
import { ICONS, ListIcon } from '../../ui/list-icons';
import { saveBlob } from '../../ui/save-blob';
import { loadPdfFonts, loadReportEngine, PdfButton, reportLogo } from '../pdf';
import { storageClassLabel } from './catalog-texts';
import type { RegisterChoice, RegisterView } from './register-view';

interface RegisterExportsProps {
  /** The report's title: the register and the chosen location. */
  readonly title: string;
  readonly view: RegisterView;
  readonly choice: RegisterChoice;
}

/** The register as shown, as a landscape PDF and as an Excel workbook, built on the device (also offline). */
export function RegisterExports({ title, view, choice }: RegisterExportsProps) {
  const { i18n } = useLingui();
  const replica = useReplica();
  const company = useSession().tenant.fullName;
  const [failed, setFailed] = useState(false);
  const withLocation = choice.location === undefined;

  async function buildPdf(createdAt: Date): Promise<Blob> {
    const [{ registerReport }, engine, fonts, logo] = await Promise.all([
      import('./register-report'),
      loadReportEngine(),
      loadPdfFonts(),
      reportLogo(replica),
    ]);
    const report = {
      company,
      title,
      createdAt,
      logo,
      location: choice.location === undefined ? undefined : (view.places.nameOf(choice.location) ?? ''),
      storageClass: choice.storageClass === undefined ? undefined : storageClassLabel(i18n, choice.storageClass),
      reviews: view.reviewed,
      rows: view.rows,
      places: view.places,
    };
    return registerReport(engine, report, i18n, { fonts });
  }

  async function downloadWorkbook() {
    setFailed(false);
    try {
      const { registerWorkbook } = await import('./register-workbook');
      const blob = await registerWorkbook(i18n, title, view.rows, view.places, withLocation);
      saveBlob(blob, exportFileName(title, new Date(), 'xlsx'));
    } catch (error) {
      console.error('the register workbook could not be made', error);
      setFailed(true);
    }
  }

  return (
    <div className="register-exports">
      <PdfButton title={title} build={buildPdf} testId="register-pdf" label={<Trans>PDF</Trans>} />
      <button type="button" className="button" data-testid="register-xlsx" onClick={() => void downloadWorkbook()}>
        <ListIcon path={ICONS.download} />
        <Trans>Export Excel</Trans>
      </button>
      {failed && (
        <p className="notice notice-error" role="alert">
          <Trans>The export could not be created. Please try again.</Trans>
        </p>
      )}
    </div>
  );
}
