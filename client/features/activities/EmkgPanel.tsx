import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { activitySubstanceId, emkgSources, levelCode } from '../../../shared/domain/activities';
import {
  EMKG_GUIDES_URL,
  EMKG_MODULES,
  type EmkgField,
  type EmkgGuide,
  type EmkgModule,
  type EmkgRating,
  type EmkgStep,
  type MeasureLevel,
  rateActivity,
} from '../../../shared/domain/emkg';
import type { DocumentData } from '../../../shared/entities/entity';
import { EMKG_LEVEL_LABELS } from '../../../shared/enums/substances';
import type { ReplicaDb } from '../../sync/replica-db';
import type { FormData } from '../entity-detail';
import { fieldLabel, MODULE_NAMES, stepText } from './emkg-texts';
import '../../styles/emkg.css';
import '../../styles/emkg-levels.css';
import { viewOfTypes } from '../../sync/view-of-type';

interface EmkgPanelProps {
  readonly db: ReplicaDb;
  /** The activity as being edited. */
  readonly data: FormData;
  readonly jumpToField: (path: string) => void;
}

interface Replica {
  readonly substances: ReadonlyMap<string, DocumentData>;
  /** Titles of substances and storages, for the steps that name them. */
  readonly titles: ReadonlyMap<string, string>;
}

const EMPTY: Replica = { substances: new Map(), titles: new Map() };

function titleOf(data: DocumentData): string {
  return typeof data.name === 'string' ? data.name : '';
}

/** The device's substances and storages, which the rating reads (docs/decisions/0035-emkg-rating-stored.md). */
function useReplicaSources(db: ReplicaDb): Replica | undefined {
  return useLiveQuery(async () => {
    const docs = await viewOfTypes(db, ['SUBSTANCE', 'STORAGE']);
    return {
      substances: new Map(docs.filter((doc) => doc.type === 'SUBSTANCE').map((doc) => [doc.id, doc.data])),
      titles: new Map(docs.map((doc) => [doc.id, titleOf(doc.data)])),
    };
  }, [db]);
}

/**
 * The EMKG rating of the activity being edited, beside its inputs: the level of each module in
 * colour and words, the two notes of the spec (incomplete data, series 250), what is missing with
 * a way to each field, the minimum standards, and per module every step with its rule and the
 * guides that apply. Computed on the device from its replica as the user types, offline too; the
 * server stores the same rating when the activity is saved.
 */
export function EmkgPanel({ db, data, jumpToField }: EmkgPanelProps) {
  const { t } = useLingui();
  const replica = useReplicaSources(db) ?? EMPTY;
  const substanceId = activitySubstanceId(data);
  const rating = useMemo(() => {
    const sources = emkgSources(data, replica.substances);
    return sources && rateActivity(data, sources.substance.data, sources.components, sources.context);
  }, [data, replica]);

  return (
    <aside className="emkg-panel" aria-labelledby="emkg-title" data-testid="emkg-panel">
      <h2 id="emkg-title" className="emkg-title">
        <Trans>EMKG rating</Trans>
      </h2>
      <p className="emkg-edition">
        <Trans>BAuA “Einfaches Maßnahmenkonzept Gefahrstoffe”, 7th edition 2025</Trans>
      </p>
      {!rating ? (
        <div className="notice" data-testid="emkg-no-substance">
          <p>
            {substanceId === undefined ? (
              <Trans>Choose the substance of the activity: its hazard data start the rating.</Trans>
            ) : (
              <Trans>The substance is not on this device, so the rating cannot be shown here.</Trans>
            )}
          </p>
          {substanceId === undefined && (
            <button type="button" className="button emkg-jump" onClick={() => jumpToField('substance')}>
              <Trans>Go to the substance field</Trans>
            </button>
          )}
        </div>
      ) : (
        <RatingView
          rating={rating}
          substanceId={substanceId}
          titles={replica.titles}
          jumpToField={jumpToField}
          summaryLabel={t`Measure level per module`}
        />
      )}
    </aside>
  );
}

interface RatingViewProps {
  readonly rating: EmkgRating;
  readonly substanceId: string | undefined;
  readonly titles: ReadonlyMap<string, string>;
  readonly jumpToField: (path: string) => void;
  readonly summaryLabel: string;
}

function RatingView({ rating, substanceId, titles, jumpToField, summaryLabel }: RatingViewProps) {
  const { i18n } = useLingui();
  return (
    <>
      <ul className="emkg-summary" aria-label={summaryLabel} aria-live="polite" data-testid="emkg-summary">
        {EMKG_MODULES.map((module) => (
          <li key={module} className="emkg-summary-row" data-module={module}>
            <span className="emkg-summary-name">{i18n._(MODULE_NAMES[module])}</span>
            <LevelBadge level={rating.modules[module].level} incomplete={rating.modules[module].minimumStandardsOnly} />
          </li>
        ))}
      </ul>
      {rating.minimumStandardsOnly && (
        <div className="notice notice-warning emkg-note" role="status" data-testid="emkg-incomplete">
          <p>
            <Trans>
              With incomplete data only the minimum standards (level M1) are given. Fill in what is missing for a
              complete rating:
            </Trans>
          </p>
          <ul className="emkg-missing" data-testid="emkg-missing">
            {rating.missing.map((missing) => (
              <li key={`${missing.field.document}:${missing.field.id ?? ''}:${missing.field.path.join('.')}`}>
                <MissingLink
                  field={missing.field}
                  substanceId={substanceId}
                  titles={titles}
                  jumpToField={jumpToField}
                />
                <span className="emkg-missing-modules">
                  {' '}
                  ({missing.modules.map((module) => i18n._(MODULE_NAMES[module])).join(', ')})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {rating.series250.applies && (
        <div className="notice notice-warning emkg-note" role="status" data-testid="emkg-series-250">
          <p>
            <Trans>
              Protective guide series 250 applies (H314, H361, R35, R62, R63): carcinogenic, mutagenic, reprotoxic or
              corrosive substances need the measures of the series 250 guides on top of the level.
            </Trans>
          </p>
          <p className="emkg-because">
            <Trans>Because of:</Trans> {rating.series250.because.map((step) => step.input).join(', ')}
          </p>
        </div>
      )}
      <section className="emkg-block" aria-labelledby="emkg-minimum">
        <h3 id="emkg-minimum">
          <Trans>Minimum standards (always)</Trans>
        </h3>
        <GuideList guides={rating.minimumStandards} />
        <p className="emkg-guides-link">
          <a href={EMKG_GUIDES_URL} target="_blank" rel="noopener noreferrer">
            <Trans>The protective guides (Schutzleitfäden) at the BAuA</Trans>
          </a>
        </p>
      </section>
      {EMKG_MODULES.map((module) => (
        <ModuleSteps key={module} module={module} rating={rating} titles={titles} />
      ))}
    </>
  );
}

const LEVEL_CLASS: Readonly<Record<MeasureLevel, string>> = {
  1: 'emkg-level-1',
  2: 'emkg-level-2',
  3: 'emkg-level-3',
  4: 'emkg-level-4',
};

/** A level in colour and words; an incomplete module says so beside its M1. */
function LevelBadge({ level, incomplete }: { readonly level: MeasureLevel; readonly incomplete: boolean }) {
  const { i18n } = useLingui();
  return (
    <span
      className={`emkg-level ${incomplete ? 'emkg-level-incomplete' : LEVEL_CLASS[level]}`}
      data-level={levelCode(level)}
      data-incomplete={incomplete || undefined}
    >
      {i18n._(EMKG_LEVEL_LABELS[levelCode(level)])}
      {incomplete && (
        <span className="emkg-level-note">
          {' '}
          <Trans>(data missing)</Trans>
        </span>
      )}
    </span>
  );
}

/** A missing input as a way to its field: a jump within this form, or the substance's screen. */
function MissingLink({
  field,
  substanceId,
  titles,
  jumpToField,
}: {
  readonly field: EmkgField;
  readonly substanceId: string | undefined;
  readonly titles: ReadonlyMap<string, string>;
  readonly jumpToField: (path: string) => void;
}) {
  const { i18n } = useLingui();
  const label = fieldLabel(i18n, field);
  if (field.document === 'ACTIVITY') {
    return (
      <button type="button" className="emkg-jump-link" onClick={() => jumpToField(field.path.join('.'))}>
        {label}
      </button>
    );
  }
  const id = field.id ?? substanceId;
  if (id === undefined) return <span>{label}</span>;
  const substance = titles.get(id) ?? '';
  return (
    <Link to="/substances/$id" params={{ id }} className="emkg-jump-link">
      <Trans>
        {label} of the substance “{substance}”
      </Trans>
    </Link>
  );
}

function GuideList({ guides }: { readonly guides: readonly EmkgGuide[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="emkg-guides">
      {guides.map((guide) => (
        <li key={guide.id} className="emkg-guide">
          <span className="emkg-guide-title">{i18n._(guide.title)}</span>
          <span className="emkg-guide-series">
            {guide.series === null ? (
              <Trans>no standard guide: expert advice</Trans>
            ) : (
              <Trans>series {guide.series}</Trans>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

function StepLine({ step, titles }: { readonly step: EmkgStep; readonly titles: ReadonlyMap<string, string> }) {
  const { i18n } = useLingui();
  const text = stepText(i18n, step);
  const input = step.rule === 'EMKG-STO-2' ? (titles.get(step.input) ?? text.input) : text.input;
  const component = step.component === undefined ? undefined : (titles.get(step.component) ?? step.component);
  return (
    <li className="emkg-step" data-rule={step.rule}>
      <span className="emkg-step-rule">{text.rule}</span>
      <span className="emkg-step-values">
        {input} → <strong>{text.result}</strong>
        {component !== undefined && (
          <span className="emkg-step-component">
            {' '}
            <Trans>(component {component})</Trans>
          </span>
        )}
      </span>
      <span className="emkg-step-id">{step.rule}</span>
    </li>
  );
}

function ModuleSteps({
  module,
  rating,
  titles,
}: {
  readonly module: EmkgModule;
  readonly rating: EmkgRating;
  readonly titles: ReadonlyMap<string, string>;
}) {
  const { i18n } = useLingui();
  const rated = rating.modules[module];
  return (
    <details className="emkg-block emkg-module" data-module={module}>
      <summary>
        <span className="emkg-module-name">{i18n._(MODULE_NAMES[module])}</span>
        <LevelBadge level={rated.level} incomplete={rated.minimumStandardsOnly} />
      </summary>
      <p className="emkg-group">
        {rated.hazardGroup === null ? (
          <Trans>Hazard group not known yet</Trans>
        ) : (
          <Trans>Hazard group {rated.hazardGroup}</Trans>
        )}
      </p>
      <ol className="emkg-steps">
        {rated.explanation.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed sequence of one rating
          <StepLine key={index} step={step} titles={titles} />
        ))}
      </ol>
      <GuideList guides={rated.guides} />
    </details>
  );
}
