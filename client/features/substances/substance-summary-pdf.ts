import type { I18n } from '@lingui/core';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import type { PrintOptions, ReportFrame } from '../pdf';
import { loadStatementCatalog } from '../statements';
import { substanceSummary } from './substance-summary';
import { substanceSummaryData } from './substance-summary-data';

/**
 * The substance data summary of `doc` as a PDF: its names from the replica, the statement texts
 * from the catalog. Loaded when the download is pressed, with the PDF engine and the catalog.
 */
export async function substanceSummaryPdf(
  db: ReplicaDb,
  doc: ViewDoc,
  frame: Omit<ReportFrame, 'title' | 'revision'>,
  i18n: I18n,
  options: PrintOptions,
): Promise<Blob> {
  const [report, catalog] = await Promise.all([substanceSummaryData(db, doc, frame), loadStatementCatalog()]);
  return substanceSummary(report, i18n, catalog.catalogText, options);
}
