import { matchesTerms, queryTerms, type SearchForms, searchForms } from '../../../../shared/text-search';

/** A document a reference may point to, as the picker lists it. */
export interface PickerOption {
  readonly id: string;
  readonly label: string;
  /** The entity's plural label when a field may point to several types. */
  readonly group?: string;
}

export interface IndexedOption {
  readonly option: PickerOption;
  readonly forms: SearchForms;
}

export interface PickerResult {
  readonly shown: readonly PickerOption[];
  /** Matches beyond the shown ones: the user narrows the search to reach them. */
  readonly more: number;
}

/** Folds every label once, so typing filters thousands of options without re-folding them. */
export function indexOptions(options: readonly PickerOption[]): IndexedOption[] {
  return options.map((option) => ({
    option,
    forms: searchForms(option.group ? `${option.label} ${option.group}` : option.label),
  }));
}

/**
 * The options matching a query, German-aware like the list search: labels that start with the
 * first term come first, each part in the options' order; at most `limit` are shown.
 */
export function searchOptions(indexed: readonly IndexedOption[], query: string, limit: number): PickerResult {
  const terms = queryTerms(query);
  const first = terms[0];
  const leading: PickerOption[] = [];
  const rest: PickerOption[] = [];
  for (const entry of indexed) {
    if (!matchesTerms(entry.forms, terms)) continue;
    const starts =
      first !== undefined &&
      (entry.forms.transcribed.startsWith(first.transcribed) || entry.forms.bare.startsWith(first.bare));
    (starts ? leading : rest).push(entry.option);
  }
  const all = first === undefined ? rest : [...leading, ...rest];
  return { shown: all.slice(0, limit), more: Math.max(0, all.length - limit) };
}
