import type { I18n } from '@lingui/core';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import type { PrintOptions } from '../pdf';
import { instructionPdf } from './instruction-pdf';
import { instructionPrintData, type PrintFrame } from './print-data';
import type { InstructionKind } from './print-sections';

/** The printed operating instruction of `doc`; loaded when the download is pressed, with the PDF engine. */
export async function buildInstructionPdf(
  db: ReplicaDb,
  doc: ViewDoc & { readonly type: InstructionKind },
  frame: PrintFrame,
  i18n: I18n,
  options: PrintOptions,
): Promise<Blob> {
  return instructionPdf(await instructionPrintData(db, doc, frame), i18n, options);
}
