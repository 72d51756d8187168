import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { finishReport, type PrintOptions, type ReportFrame, startReport, table } from '../pdf';

/** A participant as the list prints it. */
export interface ListedParticipant {
  readonly name: string;
  readonly departments: string;
}

/** An instruction as its participant list prints it: names already looked up. */
export interface ParticipantList extends ReportFrame {
  /** The operating instructions it teaches. */
  readonly content: readonly string[];
  readonly repeatIntervalInMonths: number | undefined;
  readonly participants: readonly ListedParticipant[];
}

/** Room for a handwritten signature: three empty lines. */
const SIGNATURE_ROOM = '\n\n';

/**
 * The participant list of an in-person instruction (ArbSchG § 12, GefStoffV § 14 (2): the
 * instruction is documented and confirmed by signature): what was taught, lines for date,
 * place and instructor, and one row per participant with room for a signature.
 */
export function participantListReport(list: ParticipantList, i18n: I18n, options: PrintOptions): Blob {
  const cursor = startReport(options);
  cursor.text(i18n._(msg`Participant list of an instruction`), { size: 10, muted: true });
  cursor.text(list.title, { size: 17, bold: true });
  cursor.space(4);
  cursor.pair(i18n._(msg`Content`), list.content.join(', ') || '-');
  const months = list.repeatIntervalInMonths;
  cursor.pair(i18n._(msg`Repeated`), months ? i18n._(msg`every ${months} months`) : i18n._(msg`once`));
  cursor.space(2);
  const blank = '____________________________________';
  cursor.pair(i18n._(msg`Date and time`), blank);
  cursor.space(2);
  cursor.pair(i18n._(msg`Place`), blank);
  cursor.space(2);
  cursor.pair(i18n._(msg`Instructed by`), blank);
  cursor.space(2);
  cursor.pair(i18n._(msg`Signature of the instructor`), blank);
  cursor.space(4);
  cursor.text(
    i18n._(msg`With my signature I confirm that I took part in this instruction and understood its content.`),
  );
  cursor.space(3);
  table(
    cursor,
    [
      { header: i18n._(msg`No.`), share: 0.07, align: 'right' },
      { header: i18n._(msg`Name`), share: 0.33 },
      { header: i18n._(msg`Department`), share: 0.25 },
      { header: i18n._(msg`Signature`), share: 0.35 },
    ],
    list.participants.map((participant, index) => [
      String(index + 1),
      participant.name,
      participant.departments,
      SIGNATURE_ROOM,
    ]),
  );
  return finishReport(cursor, list, i18n);
}
