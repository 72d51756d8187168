import { useLingui } from '@lingui/react/macro';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { OrderedChoices } from '../../ui/OrderedChoices';
import { addCodes, toggleCode } from '../../ui/ordered-codes';
import { EMPTY_REPORT, PickerReport, type Report } from './PickerReport';
import { StatementCode } from './StatementCode';
import { StatementOptions } from './StatementOptions';
import type { StatementPickerProps } from './StatementPicker';
import { isCodeList, resolveStatements, statementTokens } from './statement-list';
import { indexStatements, searchStatements } from './statement-search';
import { useStatementCatalog } from './use-statement-catalog';
import '../../styles/pickers.css';

/**
 * A search field (ARIA combobox) over the statements a field takes, with the chosen statements
 * above it in their order. Typing searches codes and the official texts in the interface language;
 * arrows move through the matches, Enter or a tap adds or removes one, Escape closes the list.
 * A list of codes (pasted, or typed and confirmed) adds them all and reports those it cannot add.
 */
export function StatementPickerPanel({ id, field, label, codes, onChange, required, errorId }: StatementPickerProps) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'de';
  const catalog = useStatementCatalog();
  const index = useMemo(() => (catalog ? indexStatements(catalog, field, language) : []), [catalog, field, language]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [report, setReport] = useState<Report>(EMPTY_REPORT);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const hintId = useId();
  const reportId = useId();
  const found = useMemo(() => (open ? searchStatements(index, query) : []), [index, open, query]);
  const optionId = (position: number) => `${listId}-${position}`;

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const toggle = (code: string) => {
    const removing = codes.includes(code);
    onChange(toggleCode(codes, code));
    setReport({ ...EMPTY_REPORT, ...(removing ? { removed: [code] } : { added: [code] }) });
  };
  /** Adds the codes of a text; false when it holds none or the catalog is not there yet. */
  const addList = (text: string): boolean => {
    const tokens = statementTokens(text);
    if (!catalog || tokens.length === 0) return false;
    const resolved = resolveStatements(tokens, catalog, field);
    const result = addCodes(codes, resolved.codes);
    if (result.added.length > 0) onChange(result.codes);
    setReport({ ...EMPTY_REPORT, ...resolved, added: result.added, already: result.already });
    setQuery('');
    return true;
  };
  const search = (text: string) => {
    setQuery(text);
    setOpen(true);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return search(query);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.min(Math.max(current + step, 0), Math.max(found.length - 1, 0)));
    } else if (event.key === 'Enter' && (open || query !== '')) {
      event.preventDefault();
      // Enter adds (or removes) and closes the list, so the report below shows; typing opens it again.
      if (statementTokens(query).length > 1 && isCodeList(query)) {
        addList(query);
        setOpen(false);
      } else if (open && found[active]) {
        toggle(found[active].code);
        setQuery('');
        setOpen(false);
      } else search(query);
    } else if (event.key === 'Escape' && (open || query !== '')) {
      event.preventDefault();
      if (open) setOpen(false);
      else setQuery('');
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (statementTokens(text).length < 2) return;
    event.preventDefault();
    if (addList(text)) setOpen(false);
  };

  const example = field === 'H_STATEMENT' ? 'H225' : 'P280';
  const describedBy = [hintId, reportId, errorId].filter(Boolean).join(' ');
  return (
    <div className="statement-picker">
      <OrderedChoices
        label={t`${label}: chosen, in this order`}
        choices={codes.map((code) => ({
          code,
          content: <ChosenStatement code={code} text={catalog?.catalogText(code, language)} known={!!catalog} />,
        }))}
        onChange={onChange}
        focusWhenEmpty={() => input.current?.focus()}
      />
      <div className="statement-picker-field">
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          className="form-control"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && found[active] ? optionId(active) : undefined}
          aria-required={required || undefined}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={describedBy}
          placeholder={t`Search…`}
          value={query}
          onChange={(event) => search(event.target.value)}
          onClick={() => !open && search(query)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => setOpen(false)}
        />
        {open && (
          <StatementOptions
            listId={listId}
            label={label}
            options={found}
            chosen={codes}
            active={active}
            loading={!catalog}
            optionId={optionId}
            onActive={setActive}
            onChoose={toggle}
          />
        )}
      </div>
      <p id={hintId} className="form-hint picker-hint">
        {t`A code (${example}) or words of the text; a pasted list of codes is added whole.`}
      </p>
      <PickerReport id={reportId} report={report} />
    </div>
  );
}

function ChosenStatement({ code, text, known }: { code: string; text: string | undefined; known: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <StatementCode code={code} />
      {text !== undefined ? (
        <span className="statement-text">{text}</span>
      ) : (
        known && <span className="statement-unknown">{t`Not in the CLP catalog`}</span>
      )}
    </>
  );
}
