import { isValidElement } from 'react';

/**
 * `menu`: the dropdown opens on demand (button click; input focus or click).
 * `value`: the dropdown belongs to what is typed into an input and is open only while the input has text.
 */
export type DropdownMode = 'menu' | 'value';

export type TriggerTag = 'button' | 'input';

/** Thrown while rendering a dropdown whose trigger breaks the spec's rules: a programming error, not a user one. */
export class DropdownTriggerError extends Error {
  override name = 'DropdownTriggerError';
}

/**
 * The trigger must be a `<button>` or an `<input>` element, and value mode needs an input.
 * Returns which of the two it is; throws `DropdownTriggerError` otherwise.
 */
export function assertTrigger(element: unknown, mode: DropdownMode): TriggerTag {
  if (!isValidElement(element) || (element.type !== 'button' && element.type !== 'input')) {
    throw new DropdownTriggerError('Dropdown trigger must be an input or a button');
  }
  if (mode === 'value' && element.type === 'button') {
    throw new DropdownTriggerError('A button cannot use value mode; value mode needs an input');
  }
  return element.type;
}

/**
 * Value mode opens only while the input has text. Whitespace alone counts as no text: a lone space gives
 * nothing to show results or suggestions for, so the dropdown stays closed until a visible character is typed.
 */
export function shouldOpenInValueMode(text: string): boolean {
  return text.trim().length > 0;
}
