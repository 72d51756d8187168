/**
 * A list of catalogue codes in the order the user chose them (statements as the safety data sheet
 * lists them, signs as they should appear): add at the end, move, remove, toggle. Pure, so the
 * pickers' edits are tested without a browser.
 */

export interface Added {
  /** The list with the new codes appended, each once. */
  readonly codes: readonly string[];
  /** The codes appended, in the order given. */
  readonly added: readonly string[];
  /** Codes given that the list held already: left where they were. */
  readonly already: readonly string[];
}

/** Appends the codes the list does not hold yet, in the order given, each once. */
export function addCodes(codes: readonly string[], adding: readonly string[]): Added {
  const held = new Set(codes);
  const added: string[] = [];
  const already: string[] = [];
  for (const code of adding) {
    if (held.has(code)) {
      if (!added.includes(code) && !already.includes(code)) already.push(code);
      continue;
    }
    held.add(code);
    added.push(code);
  }
  return { codes: [...codes, ...added], added, already };
}

/** The list with the code at `from` moved to `to` (both clamped to the list); the others keep their order. */
export function moveCode(codes: readonly string[], from: number, to: number): readonly string[] {
  if (from < 0 || from >= codes.length) return codes;
  const target = Math.min(Math.max(to, 0), codes.length - 1);
  if (target === from) return codes;
  const next = [...codes];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/** The list without the entry at `index`. */
export function removeCodeAt(codes: readonly string[], index: number): readonly string[] {
  return codes.filter((_, position) => position !== index);
}

/** The list without the code when it holds it (every occurrence), else with the code appended. */
export function toggleCode(codes: readonly string[], code: string): readonly string[] {
  return codes.includes(code) ? codes.filter((held) => held !== code) : [...codes, code];
}
