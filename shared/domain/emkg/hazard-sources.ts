/**
 * Reading a hazard group from the substance and, for a mixture, its components (docs/domain/emkg.md
 * EMKG-MIX-1): each source gives its group from its own statements, the mixture the highest.
 */
import type { DocumentData } from '../../entities/entity';
import { type StatementGroup, statementCodes } from './hazard-groups';
import { texts } from './read';
import type { EmkgField, EmkgRuleId, EmkgStep, EmkgSubstance } from './types';

/** The substance rated (no id: the activity's own) or one of its components. */
export interface HazardSource {
  readonly id?: string;
  readonly data: DocumentData;
}

export function sourcesOf(substance: DocumentData, components: readonly EmkgSubstance[]): HazardSource[] {
  return [{ data: substance }, ...components];
}

export function statementsOf(data: DocumentData): string[] {
  return statementCodes(texts(data.hazardStatements));
}

/**
 * A classification entered only in part: pictograms or a signal word without a hazard statement.
 * Its statements cannot be read as "Kein H-Satz" (EMKG-MIN-2).
 */
export function statementsMissing(data: DocumentData): boolean {
  return statementsOf(data).length === 0 && (texts(data.ghsSymbols).length > 0 || typeof data.signalWord === 'string');
}

export function fieldOf(source: HazardSource, path: readonly string[]): EmkgField {
  return source.id === undefined ? { document: 'SUBSTANCE', path } : { document: 'SUBSTANCE', id: source.id, path };
}

export function stepOf(source: HazardSource, step: Omit<EmkgStep, 'component'>): EmkgStep {
  return source.id === undefined ? step : { ...step, component: source.id };
}

export interface GroupReading<G> {
  readonly group: G | undefined;
  readonly steps: readonly EmkgStep[];
  readonly missing: readonly EmkgField[];
}

/**
 * The group of one source from a table: the highest of its listed statements, or the lowest group
 * ("Kein H-Satz") with a step saying so; unknown while its classification is entered in part.
 */
export function statementGroup<G extends string>(
  source: HazardSource,
  order: readonly G[],
  rule: EmkgRuleId,
  groupsOf: (statements: readonly string[]) => readonly StatementGroup<G>[],
): GroupReading<G> {
  const field = fieldOf(source, ['hazardStatements']);
  if (statementsMissing(source.data)) return { group: undefined, steps: [], missing: [field] };
  const found = groupsOf(statementsOf(source.data));
  const lowest = order[0] as G;
  if (found.length === 0) {
    return { group: lowest, steps: [stepOf(source, { rule, input: 'none', result: lowest, field })], missing: [] };
  }
  const steps = found.map((item) => stepOf(source, { rule, input: item.code, result: item.group, field }));
  return {
    group: highest(
      order,
      found.map((item) => item.group),
    ),
    steps,
    missing: [],
  };
}

export function highest<G>(order: readonly G[], groups: readonly G[]): G | undefined {
  return groups.reduce<G | undefined>(
    (top, group) => (top === undefined || order.indexOf(group) > order.indexOf(top) ? group : top),
    undefined,
  );
}

/**
 * EMKG-MIX-1: the mixture's group is the highest of its own and its components'. Unknown while
 * one of them is unknown; the step names the group taken and how many components were read.
 */
export function mixtureGroup<G extends string>(
  order: readonly G[],
  readings: readonly GroupReading<G>[],
  componentCount: number,
): GroupReading<G> {
  const steps = readings.flatMap((reading) => reading.steps);
  const missing = readings.flatMap((reading) => reading.missing);
  if (readings.some((reading) => reading.group === undefined)) return { group: undefined, steps, missing };
  const group = highest(
    order,
    readings.map((reading) => reading.group as G),
  );
  const mixture: EmkgStep[] =
    componentCount > 0 && group !== undefined
      ? [{ rule: 'EMKG-MIX-1', input: String(componentCount), result: group }]
      : [];
  return { group, steps: [...steps, ...mixture], missing };
}
