import type { DocumentData } from '../../../shared/entities/entity';
import type { FileReference } from '../../sync/attachments/store';
import { isRecord } from '../entity-detail';

/** One finding of a site inspection as stored (shared/entities/site-inspection.ts). */
export type Finding = Readonly<Record<string, unknown>> & { readonly id: string };

export function findingsOf(data: DocumentData): Finding[] {
  const list = data.findings;
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is Finding => isRecord(item) && typeof item.id === 'string');
}

/** The list with `finding` in place of the one with its id, or appended; numbered in order. */
export function withFinding(findings: readonly Finding[], finding: Finding): Finding[] {
  const known = findings.some((item) => item.id === finding.id);
  const next = known ? findings.map((item) => (item.id === finding.id ? finding : item)) : [...findings, finding];
  return next.map((item, order) => ({ ...item, order }));
}

export function withoutFinding(findings: readonly Finding[], id: string): Finding[] {
  return findings.filter((item) => item.id !== id).map((item, order) => ({ ...item, order }));
}

function isFileReference(value: unknown): value is FileReference {
  return (
    isRecord(value) &&
    typeof value.sha256 === 'string' &&
    typeof value.name === 'string' &&
    typeof value.size === 'number' &&
    typeof value.type === 'string'
  );
}

/** The files and photos of a finding. */
export function filesOf(finding: Readonly<Record<string, unknown>>): FileReference[] {
  return Array.isArray(finding.files) ? finding.files.filter(isFileReference) : [];
}

export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
