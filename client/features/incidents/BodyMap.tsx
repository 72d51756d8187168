import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useState } from 'react';
import { incidentWithoutReport } from '../../../shared/entities/incident-without-report';
import { INJURED_BODY_PART_LABELS, INJURED_BODY_PARTS, type InjuredBodyPart } from '../../../shared/enums/incident';
import { asStrings } from '../entity-detail';
import { BACK_OUTLINE, BODY_REGIONS, type BodyRegion, type Box } from './body-map-regions';

interface BodyMapProps {
  readonly value: unknown;
  readonly onChange: (parts: readonly InjuredBodyPart[]) => void;
}

const isPart = (value: string): value is InjuredBodyPart => (INJURED_BODY_PARTS as readonly string[]).includes(value);

/** The chosen parts in the order of the enumeration (head to foot). */
function ordered(parts: ReadonlySet<string>): InjuredBodyPart[] {
  return INJURED_BODY_PARTS.filter((part) => parts.has(part));
}

function Rect({ box, className }: { readonly box: Box; readonly className?: string }) {
  return <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={box.r ?? 4} className={className} />;
}

/**
 * The injured body parts on a front and back body map (docs/domain/incidents.md INC-2): each
 * region a toggle one taps, clicks or reaches with Tab and switches with Space or Enter; the
 * chosen parts as a list below (the map's text equivalent), each removable; and every part of
 * the enumeration, also the small ones the drawing leaves out, addable from a list.
 */
export function BodyMap({ value, onChange }: BodyMapProps) {
  const { t, i18n } = useLingui();
  const chosen = new Set(asStrings(value).filter(isPart));
  const [other, setOther] = useState('');
  const headingId = useId();
  const otherId = useId();
  const label = (part: InjuredBodyPart) => i18n._(INJURED_BODY_PART_LABELS[part]);
  const toggle = (part: InjuredBodyPart) => {
    const next = new Set(chosen);
    if (next.has(part)) next.delete(part);
    else next.add(part);
    onChange(ordered(next));
  };
  const onKey = (event: KeyboardEvent, part: InjuredBodyPart) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      toggle(part);
    }
  };
  const region = (entry: BodyRegion) => {
    const on = chosen.has(entry.part);
    return (
      // biome-ignore lint/a11y/useSemanticElements: an SVG region cannot be an <input>; it is a focusable checkbox
      <g
        key={entry.part}
        role="checkbox"
        aria-checked={on}
        aria-label={label(entry.part)}
        tabIndex={0}
        className={on ? 'body-region body-region-on' : 'body-region'}
        data-part={entry.part}
        onClick={() => toggle(entry.part)}
        onKeyDown={(event) => onKey(event, entry.part)}
      >
        <title>{label(entry.part)}</title>
        {entry.boxes.map((box) => (
          <Rect key={`${box.x}:${box.y}`} box={box} />
        ))}
      </g>
    );
  };
  const view = (which: 'front' | 'back', title: string, sides: readonly [string, string]) => (
    <figure className="body-view">
      <svg viewBox="-6 -2 212 406" className="body-svg">
        <title>{title}</title>
        {which === 'back' &&
          BACK_OUTLINE.map((box) => <Rect key={`${box.x}:${box.y}`} box={box} className="body-outline" />)}
        {BODY_REGIONS.filter((entry) => entry.view === which).map(region)}
        <text x={4} y={396} className="body-side">
          {sides[0]}
        </text>
        <text x={196} y={396} textAnchor="end" className="body-side">
          {sides[1]}
        </text>
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  );
  const right = t`right`;
  const left = t`left`;
  return (
    <fieldset className="body-map" aria-labelledby={headingId} data-testid="body-map">
      <legend id={headingId}>{i18n._(incidentWithoutReport.fields.injuredBodyParts.label)}</legend>
      <p className="form-hint">
        <Trans>Tap or click the injured parts, or reach them with Tab and switch them with the space bar.</Trans>
      </p>
      <div className="body-views">
        {view('front', t`Front view`, [right, left])}
        {view('back', t`Back view`, [left, right])}
      </div>
      <div className="body-chosen" aria-live="polite">
        <h3 className="body-chosen-title">
          <Trans>Chosen body parts ({chosen.size})</Trans>
        </h3>
        {chosen.size === 0 ? (
          <p className="form-hint">
            <Trans>None chosen yet.</Trans>
          </p>
        ) : (
          <ul className="body-chosen-list" data-testid="chosen-body-parts">
            {ordered(chosen).map((part) => (
              <li key={part} data-part={part}>
                {label(part)}
                <button type="button" className="button body-remove" onClick={() => toggle(part)}>
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden">
                    <Trans>Remove {label(part)}</Trans>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="body-other">
        <label htmlFor={otherId}>
          <Trans>Add another body part</Trans>
        </label>
        <select
          id={otherId}
          value={other}
          onChange={(event) => setOther(event.target.value)}
          data-testid="other-body-part"
        >
          <option value="">–</option>
          {INJURED_BODY_PARTS.filter((part) => !chosen.has(part)).map((part) => (
            <option key={part} value={part}>
              {label(part)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          disabled={!isPart(other)}
          onClick={() => {
            if (isPart(other)) toggle(other);
            setOther('');
          }}
        >
          <Trans>Add</Trans>
        </button>
      </div>
    </fieldset>
  );
}
