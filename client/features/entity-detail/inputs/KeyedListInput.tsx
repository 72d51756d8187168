import { Trans, useLingui } from '@lingui/react/macro';
import { FieldInput } from '../FieldInput';
import { fieldName, isRecord, withValue } from '../form-values';
import type { NestedInputProps } from './GroupInput';

type Item = Readonly<Record<string, unknown>>;

function itemsOf(value: unknown): Item[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** Rows of sub-records with stable ids: add, remove and, when ordered, move up and down. */
export function KeyedListInput({ input, prefix, value, onChange }: NestedInputProps) {
  const { t } = useLingui();
  const ordered = input.field.kind === 'keyedList' && input.field.ordered === true;
  const items = itemsOf(value);
  const emit = (next: Item[]) =>
    onChange(next.length === 0 ? undefined : ordered ? next.map((item, order) => ({ ...item, order })) : next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    emit(next);
  };
  const add = () => emit([...items, { id: crypto.randomUUID() }]);
  const listPath = `${prefix}${input.path}`;
  return (
    <div className="form-list">
      {items.map((item, index) => {
        const number = index + 1;
        return (
          <section key={typeof item.id === 'string' ? item.id : index} className="form-list-item">
            <header className="form-list-item-header">
              <h3>
                <Trans>Entry {number}</Trans>
              </h3>
              <div className="form-list-item-actions">
                {ordered && (
                  <>
                    <button
                      type="button"
                      className="button"
                      disabled={index === 0}
                      aria-label={t`Move entry ${number} up`}
                      onClick={() => move(index, index - 1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={index === items.length - 1}
                      aria-label={t`Move entry ${number} down`}
                      onClick={() => move(index, index + 1)}
                    >
                      ↓
                    </button>
                  </>
                )}
                <button type="button" className="button" onClick={() => emit(items.filter((_, i) => i !== index))}>
                  <Trans>Remove</Trans>
                  <span className="visually-hidden"> {t`entry ${number}`}</span>
                </button>
              </div>
            </header>
            {input.children.map((child) => {
              const name = fieldName(child.path);
              return (
                <FieldInput
                  key={child.path}
                  input={child}
                  prefix={`${listPath}.${index}.`}
                  value={item[name]}
                  onChange={(next) =>
                    emit(items.map((other, i) => (i === index ? withValue(other, name, next) : other)))
                  }
                />
              );
            })}
          </section>
        );
      })}
      <button type="button" className="button" onClick={add}>
        <Trans>Add entry</Trans>
      </button>
    </div>
  );
}
