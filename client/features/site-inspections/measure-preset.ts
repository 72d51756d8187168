import type { FormData } from '../entity-detail';

/** The search of `/measures/new` when a measure is created from a finding. */
export interface MeasureSearch {
  readonly origin?: string;
  readonly description?: string;
}

const TITLE_LENGTH = 120;

export function parseMeasureSearch(search: Record<string, unknown>): MeasureSearch {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const origin = text(search.origin);
  const description = text(search.description);
  return { ...(origin ? { origin } : {}), ...(description ? { description } : {}) };
}

/** The search that opens a new measure for a finding of a site inspection. */
export function measureSearchFor(inspectionId: string, description: string): MeasureSearch {
  return description.trim() === '' ? { origin: inspectionId } : { origin: inspectionId, description };
}

/** A short title from the finding's text: its first line, cut at a word near 120 characters. */
function titleOf(description: string): string {
  const line = description.trim().split('\n')[0]?.trim() ?? '';
  if (line.length <= TITLE_LENGTH) return line;
  const cut = line.slice(0, TITLE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The values a measure from a finding starts with: its origin (the site inspection), the
 * finding's text as title and description, not done and not recurring. Responsible, type
 * and deadline are the user's to fill. Undefined without an origin (a plain new measure).
 */
export function measurePreset(search: MeasureSearch): FormData | undefined {
  if (!search.origin) return undefined;
  const description = search.description ?? '';
  const name = titleOf(description);
  return {
    origin: search.origin,
    ...(name ? { name } : {}),
    ...(description.trim() ? { description } : {}),
    isDone: false,
    isRecurring: false,
  };
}
