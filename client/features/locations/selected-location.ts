import { SELECTED_LOCATION_KEY } from '../../session/tenant-selection';

/** Whose selection it is: one user in one tenant. */
export interface SelectionOwner {
  readonly tenant: string;
  readonly subject: string;
}

/** The location the user works at on this device; the name shows while the replica loads. */
export interface SelectedLocation {
  readonly id: string;
  readonly name: string;
}

/**
 * Reads the stored selection. It counts only for the user and tenant that made it, so a
 * selection never leaks into another company or account on a shared device; anything
 * unreadable counts as "nothing selected".
 */
export function parseSelection(raw: string | null, owner: SelectionOwner): SelectedLocation | undefined {
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object') return undefined;
    const record: Readonly<Record<string, unknown>> = Object.fromEntries(Object.entries(parsed));
    const { tenant, subject, id, name } = record;
    if (tenant !== owner.tenant || subject !== owner.subject || typeof id !== 'string' || id === '') return undefined;
    return { id, name: typeof name === 'string' ? name : '' };
  } catch {
    return undefined;
  }
}

/** Stores the selection under the key that tenant switch and sign-out clear; undefined clears it. */
export function writeSelection(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  owner: SelectionOwner,
  location: SelectedLocation | undefined,
): void {
  try {
    if (location === undefined) storage.removeItem(SELECTED_LOCATION_KEY);
    else storage.setItem(SELECTED_LOCATION_KEY, JSON.stringify({ ...owner, id: location.id, name: location.name }));
  } catch {
    // Storage full or blocked: the choice lasts until the page is left.
  }
}
