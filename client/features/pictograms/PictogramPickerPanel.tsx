import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import type { SignCatalog } from '../../../shared/enums/catalogs';
import { OrderedChoices } from '../../ui/OrderedChoices';
import { toggleCode } from '../../ui/ordered-codes';
import { FireArrowChooser } from './FireArrowChooser';
import { PictogramDrawing } from './PictogramDrawing';
import type { PictogramPickerProps } from './PictogramPicker';
import { signName } from './pictogram-name';
import { indexSigns, type SignChoice, searchSigns } from './sign-search';
import '../../styles/pickers.css';

/**
 * The chosen signs in their order (drawn, with code and name, to move or remove), and a button that
 * opens the grid of the catalogue's drawn signs: a search by code or name, and a tap toggles a sign.
 * A fire sign opens the choice of its arrow (none or one of eight) first.
 */
export function PictogramPickerPanel({ id, catalog, label, codes, onChange, errorId }: PictogramPickerProps) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'de';
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [arrowsOf, setArrowsOf] = useState<string | undefined>(undefined);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLFieldSetElement>(null);
  const panelId = useId();
  const index = useMemo(() => indexSigns(catalog, language), [catalog, language]);
  const shown = useMemo(() => searchSigns(index, query), [index, query]);

  const close = () => {
    setOpen(false);
    setArrowsOf(undefined);
    toggleButton.current?.focus();
  };
  /** Back from a fire sign's arrows to its tile in the grid. */
  const closeArrows = () => {
    panel.current?.querySelector<HTMLButtonElement>(`[data-sign="${arrowsOf}"]`)?.focus();
    setArrowsOf(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    if (arrowsOf === undefined) close();
    else closeArrows();
  };

  return (
    <div className="sign-picker">
      <OrderedChoices
        label={t`${label}: chosen, in this order`}
        choices={codes.map((code) => ({ code, content: <ChosenSign code={code} name={signName(language, code)} /> }))}
        onChange={onChange}
        focusWhenEmpty={() => toggleButton.current?.focus()}
      />
      <button
        ref={toggleButton}
        id={id}
        type="button"
        className="button sign-picker-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <Trans>Done</Trans> : <Trans>Choose signs</Trans>}
      </button>
      {open && (
        <fieldset ref={panel} id={panelId} className="sign-picker-panel" aria-label={label} onKeyDown={onKeyDown}>
          <input
            type="search"
            className="form-control sign-picker-search"
            aria-label={t`Search…`}
            placeholder={t`Search…`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <ul className="sign-picker-grid">
            {shown.map((sign) => (
              <li key={sign.code}>
                <SignTile
                  sign={sign}
                  catalog={catalog}
                  codes={codes}
                  expanded={arrowsOf === sign.code}
                  onToggle={() =>
                    catalog === 'F'
                      ? setArrowsOf((current) => (current === sign.code ? undefined : sign.code))
                      : onChange(toggleCode(codes, sign.code))
                  }
                />
              </li>
            ))}
          </ul>
          {shown.length === 0 && (
            <p className="form-hint" role="status">
              <Trans>Nothing matches.</Trans>
            </p>
          )}
          {arrowsOf !== undefined && (
            <FireArrowChooser base={arrowsOf} codes={codes} onToggle={(code) => onChange(toggleCode(codes, code))} />
          )}
          <div className="sign-picker-actions">
            <button type="button" className="button button-primary" onClick={close}>
              <Trans>Done</Trans>
            </button>
          </div>
        </fieldset>
      )}
    </div>
  );
}

interface SignTileProps {
  readonly sign: SignChoice;
  readonly catalog: SignCatalog;
  readonly codes: readonly string[];
  /** A fire sign whose arrows are being chosen. */
  readonly expanded: boolean;
  readonly onToggle: () => void;
}

/**
 * A drawn sign with its code and name, which name the button: pressed when chosen; a fire sign
 * opens its arrows instead (expanded while they show).
 */
function SignTile({ sign, catalog, codes, expanded, onToggle }: SignTileProps) {
  const fire = catalog === 'F';
  const chosen = fire
    ? codes.filter((code) => code === sign.code || code.startsWith(`${sign.code}_`)).length
    : Number(codes.includes(sign.code));
  const state = fire ? { 'aria-expanded': expanded, 'data-chosen': chosen > 0 } : { 'aria-pressed': chosen > 0 };
  return (
    <button type="button" className="sign-tile" data-sign={sign.code} onClick={onToggle} {...state}>
      {chosen > 0 && (
        <span className="sign-tile-check" aria-hidden="true">
          {fire ? `✓ ${chosen}` : '✓'}
        </span>
      )}
      <span aria-hidden="true">
        <PictogramDrawing code={sign.code} size={56} />
      </span>
      <span className="sign-tile-code">{sign.code}</span> <span>{sign.name}</span>
    </button>
  );
}

function ChosenSign({ code, name }: { code: string; name: string | undefined }) {
  const { t } = useLingui();
  return (
    <>
      <PictogramDrawing code={code} size={40} />
      <span className="sign-code">{code}</span>
      <span className={name === undefined ? 'statement-unknown' : 'sign-name'}>{name ?? t`Unknown sign code`}</span>
    </>
  );
}
