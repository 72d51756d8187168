import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { moveCode, removeCodeAt } from './ordered-codes';

export interface Choice {
  readonly code: string;
  /** What the entry shows: the code with its text or its drawn sign. */
  readonly content: ReactNode;
}

interface OrderedChoicesProps {
  /** The list's accessible name ("Hazard statements: chosen, in this order"). */
  readonly label: string;
  readonly choices: readonly Choice[];
  readonly onChange: (codes: readonly string[]) => void;
  /** Where the focus goes when the last entry is removed (the picker's own control). */
  readonly focusWhenEmpty: () => void;
}

type Action = 'up' | 'down' | 'remove';

const OTHER: Readonly<Record<Action, Action>> = { up: 'down', down: 'up', remove: 'remove' };

/**
 * The chosen codes of a picker in their order, each with buttons to move it up or down and to remove
 * it (touch-sized, named with the code). The focus stays with the entry moved, or goes to the next
 * entry after a removal, so a keyboard user can go on where they were.
 */
export function OrderedChoices({ label, choices, onChange, focusWhenEmpty }: OrderedChoicesProps) {
  const { t } = useLingui();
  const list = useRef<HTMLOListElement>(null);
  const pending = useRef<{ index: number; action: Action } | undefined>(undefined);
  const codes = choices.map((choice) => choice.code);

  useEffect(() => {
    const focus = pending.current;
    pending.current = undefined;
    if (!focus || !list.current) return;
    const items = list.current.querySelectorAll<HTMLLIElement>(':scope > li');
    const item = items[Math.min(focus.index, items.length - 1)];
    if (!item) {
      focusWhenEmpty();
      return;
    }
    const button = (action: Action) => item.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`);
    const wanted = button(focus.action);
    (wanted && !wanted.disabled ? wanted : (button(OTHER[focus.action]) ?? button('remove')))?.focus();
  });

  const act = (index: number, action: Action) => {
    const next =
      action === 'remove' ? removeCodeAt(codes, index) : moveCode(codes, index, index + (action === 'up' ? -1 : 1));
    pending.current = { index: action === 'remove' ? index : index + (action === 'up' ? -1 : 1), action };
    onChange(next);
  };

  if (choices.length === 0) return null;
  const several = choices.length > 1;
  return (
    <ol ref={list} className="ordered-choices" aria-label={label}>
      {choices.map((choice, index) => {
        const { code } = choice;
        return (
          // Legacy data may hold a code twice; the position tells the entries apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={`${index}-${code}`} className="ordered-choice" data-code={code}>
            <div className="ordered-choice-content">{choice.content}</div>
            <div className="ordered-choice-actions">
              {several && (
                <>
                  <button
                    type="button"
                    className="icon-button ordered-choice-button"
                    data-action="up"
                    disabled={index === 0}
                    aria-label={t`Move ${code} up`}
                    title={t`Move ${code} up`}
                    onClick={() => act(index, 'up')}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="icon-button ordered-choice-button"
                    data-action="down"
                    disabled={index === choices.length - 1}
                    aria-label={t`Move ${code} down`}
                    title={t`Move ${code} down`}
                    onClick={() => act(index, 'down')}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                </>
              )}
              <button
                type="button"
                className="icon-button ordered-choice-button"
                data-action="remove"
                aria-label={t`Remove ${code}`}
                title={t`Remove ${code}`}
                onClick={() => act(index, 'remove')}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
