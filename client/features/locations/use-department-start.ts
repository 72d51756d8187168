import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { NewDocumentStart } from '../screens';
import { departmentPreset, parseDepartmentSearch } from './department-preset';
import { useSelectedLocation } from './use-selected-location';

/**
 * A new department starts beneath the parent named in the URL (the tree's "new department" of a
 * node) or the selected location; another parent starts a fresh form.
 */
export function useDepartmentStart(): NewDocumentStart {
  const search = useSearch({ strict: false });
  const selectedId = useSelectedLocation().selected?.id;
  return useMemo(() => {
    const parsed = parseDepartmentSearch(search);
    return { initial: departmentPreset(parsed, selectedId), formKey: parsed.parent ?? '' };
  }, [search, selectedId]);
}
