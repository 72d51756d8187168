import type { ListCell } from '../screens';
import '../../styles/emkg-levels.css';

const LEVEL_CLASS: Readonly<Record<string, string>> = {
  M1: 'emkg-level-1',
  M2: 'emkg-level-2',
  M3: 'emkg-level-3',
  M4: 'emkg-level-4',
};

/**
 * The activities list's cell of a stored EMKG level (`emkgInhalation`, `emkgSkin`): the level in
 * its colour, its words beside it for screen readers and as its tooltip (a list column is too
 * narrow for "M2 · erweiterte Maßnahmen"); empty while the module's data do not suffice.
 */
export function emkgLevelCell(field: string): ListCell {
  return function EmkgLevelCell({ data, text }) {
    const level = data[field];
    const className = typeof level === 'string' ? LEVEL_CLASS[level] : undefined;
    if (typeof level !== 'string' || className === undefined) return null;
    return (
      <span className={`entity-list-text emkg-level ${className}`} title={text}>
        {level}
        <span className="visually-hidden">{text.startsWith(level) ? text.slice(level.length) : ` ${text}`}</span>
      </span>
    );
  };
}
