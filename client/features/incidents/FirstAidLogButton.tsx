import { Trans, useLingui } from '@lingui/react/macro';
import { documentTitle } from '../../../shared/entities/document-title';
import { INJURED_BODY_PART_LABELS, INJURY_TYPE_LABELS } from '../../../shared/enums/incident';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import type { ViewDoc } from '../../sync/replica-db';
import { asStrings } from '../entity-detail';
import { loadPdfFonts, PdfButton, plainParagraphs, reportLogo } from '../pdf';
import type { FirstAidLogEntry } from './first-aid-log-report';

const labelled = <K extends string>(labels: Readonly<Record<K, { id: string }>>, value: string) =>
  Object.hasOwn(labels, value) ? labels[value as K] : undefined;

/** "First-aid log entry (PDF)": the incident as a printable Verbandbuch entry, made on the device. */
export function FirstAidLogButton({ doc }: { readonly doc: ViewDoc }) {
  const { i18n } = useLingui();
  const replica = useReplica();
  const company = useSession().tenant.fullName;
  if (!replica) return null;
  const { db } = replica;
  async function build(createdAt: Date): Promise<Blob> {
    const { data } = doc;
    const nameOf = async (id: unknown) => {
      if (typeof id !== 'string' || id === '') return '';
      const found = await db.view.get(id);
      return found ? documentTitle(found.type, found.data) : id;
    };
    const label = (labels: Parameters<typeof labelled>[0], value: string) => {
      const descriptor = labelled(labels, value);
      return descriptor ? i18n._(descriptor) : value;
    };
    const incidentAt = typeof data.incidentAt === 'string' ? new Date(data.incidentAt) : undefined;
    const entry: FirstAidLogEntry = {
      company,
      title: documentTitle(doc.type, data),
      createdAt,
      revision: { version: doc.version, pending: doc.pending },
      injuredEmployee: await nameOf(data.injuredEmployee),
      incidentAt: incidentAt && !Number.isNaN(incidentAt.getTime()) ? incidentAt : undefined,
      place: await nameOf(data.location),
      description: typeof data.description === 'string' ? plainParagraphs(data.description) : '',
      injuryTypes: asStrings(data.injuryTypes).map((value) => label(INJURY_TYPE_LABELS, value)),
      bodyParts: asStrings(data.injuredBodyParts).map((value) => label(INJURED_BODY_PART_LABELS, value)),
      firstAid: typeof data.firstAid === 'string' ? data.firstAid : '',
      firstAider: await nameOf(data.firstAider),
      witnesses: typeof data.witnesses === 'string' ? data.witnesses : '',
    };
    const [{ firstAidLogReport }, fonts, logo] = await Promise.all([
      import('./first-aid-log-report'),
      loadPdfFonts(),
      reportLogo(replica),
    ]);
    return firstAidLogReport({ ...entry, logo }, i18n, { fonts });
  }
  return (
    <PdfButton
      title={documentTitle(doc.type, doc.data)}
      build={build}
      testId="first-aid-log-pdf"
      label={<Trans>First-aid log entry (PDF)</Trans>}
    />
  );
}
