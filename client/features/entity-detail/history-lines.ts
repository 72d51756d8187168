import type { I18n } from '@lingui/core';
import type { HistoryEntry } from '../../../shared/api/history';
import type { EntityDefinition } from '../../../shared/entities/entity';
import { enumText } from '../enums';
import { SYSTEM_REASONS } from './system-reasons';

export interface HistoryLine {
  readonly version: number;
  readonly at: Date;
  /** The employee's name, or undefined for the system (import, demo data). */
  readonly by: string | undefined;
  /** Why the system committed it, in words; undefined for an employee's change or a reason this client does not know. */
  readonly reason: string | undefined;
  readonly kind: 'created' | 'changed' | 'deleted';
  /** The changed fields by their translated labels, in registry order; an enumeration with its new value ("Approval → Approved"). */
  readonly fields: readonly string[];
}

function systemReason(entry: HistoryEntry, i18n: I18n): string | undefined {
  const reason = entry.systemReason ? SYSTEM_REASONS[entry.systemReason] : undefined;
  return reason ? i18n._(reason) : undefined;
}

/** The server's history as the tab shows it: newest first, field names as the form labels them. */
export function historyLines(entries: readonly HistoryEntry[], entity: EntityDefinition, i18n: I18n): HistoryLine[] {
  const order = Object.keys(entity.fields);
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index < 0 ? order.length : index;
  };
  return [...entries]
    .sort((a, b) => b.version - a.version)
    .map((entry) => ({
      version: entry.version,
      at: new Date(entry.committedAt),
      by: entry.committedBy?.name || undefined,
      reason: systemReason(entry, i18n),
      kind: entry.deleted ? 'deleted' : entry.version === 1 ? 'created' : 'changed',
      fields: [...entry.changedFields]
        .sort((a, b) => rank(a) - rank(b))
        .map((name) => {
          const field = entity.fields[name];
          if (!field) return name;
          const label = i18n._(field.label);
          const value = entry.values?.[name];
          if (field.kind !== 'enum' || value === undefined) return label;
          const text = (Array.isArray(value) ? value : [value]).map((code) => enumText(i18n, field.values, code));
          return `${label} → ${text.join(', ')}`;
        }),
    }));
}
