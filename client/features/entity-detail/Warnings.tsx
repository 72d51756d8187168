import { useLingui } from '@lingui/react/macro';
import type { DocumentLookup, EntityDefinition } from '../../../shared/entities/entity';
import type { FormData } from './form-values';

interface WarningsProps {
  readonly entity: EntityDefinition;
  readonly data: FormData;
  readonly lookup: DocumentLookup;
}

/** The registry's non-blocking warnings for the document as it is being edited. */
export function Warnings({ entity, data, lookup }: WarningsProps) {
  const { i18n } = useLingui();
  const warnings = safeWarnings(entity, data, lookup);
  if (warnings.length === 0) return null;
  return (
    <div className="notice notice-warning form-warnings" role="status" data-testid="form-warnings">
      {warnings.map((warning) => (
        <p key={warning.code}>{i18n._(warning.message)}</p>
      ))}
    </div>
  );
}

/** A warning must never break the form, also for a half-filled document. */
function safeWarnings(entity: EntityDefinition, data: FormData, lookup: DocumentLookup) {
  try {
    return entity.warnings?.(data, lookup) ?? [];
  } catch (error) {
    console.warn('warning check failed', error);
    return [];
  }
}
