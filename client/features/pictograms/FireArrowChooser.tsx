import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { ArrowDirection } from '../../../shared/enums/catalogs';
import { PictogramDrawing } from './PictogramDrawing';
import { signName } from './pictogram-name';

/** The arrows as a compass around the sign without arrow, row by row. */
const COMPASS: readonly (ArrowDirection | undefined)[] = [
  'UP_LEFT',
  'UP',
  'UP_RIGHT',
  'LEFT',
  undefined,
  'RIGHT',
  'DOWN_LEFT',
  'DOWN',
  'DOWN_RIGHT',
];

interface FireArrowChooserProps {
  /** The fire sign without arrow (`F001`). */
  readonly base: string;
  readonly codes: readonly string[];
  readonly onToggle: (code: string) => void;
}

/**
 * The variants of a fire protection sign (ISO 7010 with the direction arrow of ISO 7010 / ASR A1.3):
 * the sign alone in the middle, its eight arrows around it, each drawn and toggled by a tap. The sign's
 * tile in the grid, Escape or another sign closes it.
 */
export function FireArrowChooser({ base, codes, onToggle }: FireArrowChooserProps) {
  const { i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'de';
  const heading = useRef<HTMLHeadingElement>(null);
  const name = `${base} ${signName(language, base) ?? ''}`.trim();
  // The chooser opens below the grid: the focus moves to it, so a keyboard user finds it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="sign-picker-arrows" aria-labelledby={`${base}-arrows`} data-testid="fire-arrows">
      <h3 id={`${base}-arrows`} ref={heading} tabIndex={-1}>
        <Trans>{name}: choose the arrow</Trans>
      </h3>
      <div className="sign-arrow-grid">
        {COMPASS.map((arrow) => {
          const code = arrow === undefined ? base : `${base}_${arrow}`;
          const label = signName(language, code) ?? code;
          return (
            <button
              key={code}
              type="button"
              className="sign-tile"
              aria-pressed={codes.includes(code)}
              title={label}
              onClick={() => onToggle(code)}
            >
              {/* The drawing names the button ("F001_UP Feuerlöscher, Pfeil nach oben"). */}
              <PictogramDrawing code={code} size={48} />
              <span>
                {codes.includes(code) && (
                  <span className="sign-arrow-check" aria-hidden="true">
                    ✓{' '}
                  </span>
                )}
                {arrow === undefined ? <Trans>no arrow</Trans> : <span aria-hidden="true">{arrowMark(arrow)}</span>}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}

const ARROW_MARKS: Readonly<Record<ArrowDirection, string>> = {
  UP: '↑',
  UP_RIGHT: '↗',
  RIGHT: '→',
  DOWN_RIGHT: '↘',
  DOWN: '↓',
  DOWN_LEFT: '↙',
  LEFT: '←',
  UP_LEFT: '↖',
};

function arrowMark(arrow: ArrowDirection): string {
  return ARROW_MARKS[arrow];
}
