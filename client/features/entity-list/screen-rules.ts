import { SCREENS, type ScreenKey } from '../screens';

/** Lists without detail routes (platform.md §2 "list only"). */
const LIST_ONLY: ReadonlySet<ScreenKey> = new Set(['files', 'regulationReports']);
/** Lists whose documents open elsewhere than under the list's path. */
const DETAIL_BASE: Partial<Record<ScreenKey, string>> = {
  organizationInstructions: '/instructions',
  userInstructions: '/instructions',
};
/**
 * Lists without a create button: instructions assigned to the user are not made there, and
 * transport documents are derived from a draft.
 */
const NO_CREATE: ReadonlySet<ScreenKey> = new Set(['userInstructions', 'transportDocuments']);

function detailBase(screen: ScreenKey): string | undefined {
  return LIST_ONLY.has(screen) ? undefined : (DETAIL_BASE[screen] ?? SCREENS[screen].path);
}

/** The detail route of a document listed on a screen; undefined for list-only screens. */
export function detailPath(screen: ScreenKey, id: string): string | undefined {
  const base = detailBase(screen);
  return base === undefined ? undefined : `${base}/${encodeURIComponent(id)}`;
}

/** The create route of a screen (its detail route with `new`); undefined where nothing is created. */
export function newPath(screen: ScreenKey): string | undefined {
  return NO_CREATE.has(screen) ? undefined : detailPath(screen, 'new');
}
