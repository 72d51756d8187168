import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { NewDocumentStart } from '../screens';

/**
 * A hook for a create screen opened from another document: the search parameter `param` (an id)
 * starts the form with it in `field` (a new inspection from a work equipment's log, a condition
 * from its permit). Without the parameter the form starts empty.
 */
function newWithReference(param: string, field: string): () => NewDocumentStart {
  return function useNewWithReference(): NewDocumentStart {
    const search: Record<string, unknown> = useSearch({ strict: false });
    const value = search[param];
    return useMemo(
      () =>
        typeof value === 'string' && value !== '' ? { initial: { [field]: value }, formKey: `${field}:${value}` } : {},
      [value],
    );
  };
}

/** `?for=<work equipment or storage>` on a new inspection or maintenance. */
export const useNewForEquipment = newWithReference('for', 'storageOrWorkEquipment');
/** `?permit=<permit>` on a new condition. */
export const useNewConditionOfPermit = newWithReference('permit', 'permit');
