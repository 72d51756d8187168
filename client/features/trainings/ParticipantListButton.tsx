import { Trans, useLingui } from '@lingui/react/macro';
import { repeatIntervalOf, sessionsOf } from '../../../shared/domain/trainings';
import { documentTitle } from '../../../shared/entities/document-title';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import type { ViewDoc } from '../../sync/replica-db';
import { asStrings } from '../entity-detail';
import { loadPdfFonts, PdfButton, reportLogo } from '../pdf';
import type { ParticipantList } from './participant-list-report';

/** "Participant list (PDF)": the instruction's participants with signature lines, made on the device. */
export function ParticipantListButton({ doc }: { readonly doc: ViewDoc }) {
  const { i18n } = useLingui();
  const replica = useReplica();
  const company = useSession().tenant.fullName;
  if (!replica) return null;
  const session = replica;
  async function build(createdAt: Date): Promise<Blob> {
    const ids = [...asStrings(doc.data.content), ...sessionsOf(doc.data).map((entry) => String(entry.employee))];
    const found = new Map(
      (await session.db.view.bulkGet(ids)).flatMap((item) => (item ? [[item.id, item] as const] : [])),
    );
    const departmentIds = [...found.values()].flatMap((item) =>
      item.type === 'EMPLOYEE' ? asStrings(item.data.departments) : [],
    );
    const departments = new Map(
      (await session.db.view.bulkGet(departmentIds)).flatMap((item) =>
        item ? [[item.id, documentTitle(item.type, item.data)] as const] : [],
      ),
    );
    const titleOf = (id: string) => {
      const item = found.get(id);
      return item ? documentTitle(item.type, item.data) || id : id;
    };
    const list: ParticipantList = {
      company,
      title: documentTitle(doc.type, doc.data),
      createdAt,
      revision: { version: doc.version, pending: doc.pending },
      content: asStrings(doc.data.content).map(titleOf),
      repeatIntervalInMonths: repeatIntervalOf(doc.data),
      participants: sessionsOf(doc.data)
        .map((entry) => {
          const employee = found.get(String(entry.employee));
          return {
            name: titleOf(String(entry.employee)),
            departments: employee
              ? asStrings(employee.data.departments)
                  .map((id) => departments.get(id) ?? id)
                  .join(', ')
              : '',
          };
        })
        .sort((a, b) => a.name.localeCompare(b.name, 'de')),
    };
    const [{ participantListReport }, fonts, logo] = await Promise.all([
      import('./participant-list-report'),
      loadPdfFonts(),
      reportLogo(session),
    ]);
    return participantListReport({ ...list, logo }, i18n, { fonts });
  }
  return (
    <PdfButton
      title={documentTitle(doc.type, doc.data)}
      build={build}
      testId="participant-list-pdf"
      label={<Trans>Participant list (PDF)</Trans>}
    />
  );
}
