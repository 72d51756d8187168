import type { FormData } from '../entity-detail';

/**
 * The search of `/measures/new` when a measure starts from another document: its origin (a
 * finding's site inspection, a permit's panel), a finding's text, or the measure it follows up
 * with that measure's type and responsible.
 */
export interface MeasureSearch {
  readonly origin?: string;
  readonly description?: string;
  readonly followUpOf?: string;
  readonly measureType?: string;
  readonly responsible?: string;
  readonly name?: string;
  /** The change or required action of the origin regulation the measure comes from (RGL-17). */
  readonly originChange?: string;
  readonly originRequiredAction?: string;
}

const KEYS = [
  'origin',
  'description',
  'followUpOf',
  'measureType',
  'responsible',
  'name',
  'originChange',
  'originRequiredAction',
] as const;
const TITLE_LENGTH = 120;

export function parseMeasureSearch(search: Record<string, unknown>): MeasureSearch {
  const found: Record<string, string> = {};
  for (const key of KEYS) {
    const value = search[key];
    if (typeof value === 'string' && value.trim() !== '') found[key] = value;
  }
  return found;
}

/** The search that opens a new measure for a finding of a site inspection. */
export function measureSearchFor(inspectionId: string, description: string): MeasureSearch {
  return description.trim() === '' ? { origin: inspectionId } : { origin: inspectionId, description };
}

/** A short title from a text: its first line, cut at a word near 120 characters. */
function titleOf(description: string): string {
  const line = description.trim().split('\n')[0]?.trim() ?? '';
  if (line.length <= TITLE_LENGTH) return line;
  const cut = line.slice(0, TITLE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The values a measure started from another document begins with: its origin, a title (given,
 * or the first line of the text), the text as description, the type, responsible and measure it
 * follows up when given, not done and not recurring. Undefined without an origin (a plain new
 * measure).
 */
export function measurePreset(search: MeasureSearch): FormData | undefined {
  if (!search.origin) return undefined;
  const description = search.description ?? '';
  const name = search.name ?? titleOf(description);
  return {
    origin: search.origin,
    ...(name ? { name } : {}),
    ...(description.trim() ? { description } : {}),
    ...(search.followUpOf ? { followUpOf: search.followUpOf } : {}),
    ...(search.measureType ? { measureType: search.measureType } : {}),
    ...(search.responsible ? { responsible: search.responsible } : {}),
    ...(search.originChange ? { originChange: search.originChange } : {}),
    ...(search.originRequiredAction && !search.originChange
      ? { originRequiredAction: search.originRequiredAction }
      : {}),
    isDone: false,
    isRecurring: false,
  };
}
