import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { NewDocumentStart } from '../screens';

/**
 * A new incident opened from an employee's screen (`…/new?injuredEmployee=…`) starts with that
 * employee as the injured person (INC-3); the time starts at the current minute.
 */
export function useNewIncident(): NewDocumentStart {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const injured = typeof search.injuredEmployee === 'string' ? search.injuredEmployee : undefined;
  return useMemo(
    () => ({
      initial: {
        incidentAt: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(),
        ...(injured ? { injuredEmployee: injured } : {}),
      },
      formKey: injured ?? '',
    }),
    [injured],
  );
}
