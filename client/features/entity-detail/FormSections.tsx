import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FormSection } from '../../../shared/entities/derive/form-fields';
import type { EntityWarning } from '../../../shared/entities/entity';
import { FieldInput } from './FieldInput';
import { inputId } from './form-context';
import type { FormData, IssueMap } from './form-values';
import { useCollapsedSections } from './section-state';
import { Warnings } from './Warnings';

interface FormSectionsProps {
  /** The document type: its collapsed sections are remembered per type. */
  readonly type: string;
  readonly sections: readonly FormSection[];
  readonly data: FormData;
  readonly onChange: (name: string, value: unknown) => void;
  /** Whether the user may change the document; a read-only user still opens and jumps between sections. */
  readonly writable: boolean;
  readonly warnings: readonly EntityWarning[];
  readonly issues: IssueMap;
  /** What a feature shows in a section besides its inputs (the approval workflow of a substance). */
  readonly panel: (section: string) => ReactNode;
  /** Below the last section: the entity's form addon. */
  readonly children?: ReactNode;
  /**
   * Beside the sections on tablet and desktop, above them on a phone: a feature's guide to the
   * inputs (an activity's EMKG steps); it may take the user to an input by its path.
   */
  readonly aside?: ((jumpToField: (path: string) => void) => ReactNode) | undefined;
}

const sectionId = (key: string) => `section-${key}`;
const toggleId = (key: string) => `section-${key}-toggle`;

/** Whether an issue path (`composition.0.proportion`) belongs to one of the section's fields. */
function holdsIssue(section: FormSection, issues: IssueMap): boolean {
  return [...issues.keys()].some((path) => section.fields.includes(path.split('.')[0] ?? ''));
}

/**
 * The generic form in the entity's sections: a bar to jump to each, and each section with a
 * heading that collapses it (remembered on the device), its warnings, its inputs and what a
 * feature adds. A section with a faulty input stays open, so the form can focus it. An entity
 * without sections shows its inputs as one list.
 */
export function FormSections({
  type,
  sections,
  data,
  onChange,
  writable,
  warnings,
  issues,
  panel,
  children,
  aside,
}: FormSectionsProps) {
  const { t, i18n } = useLingui();
  const [collapsed, setCollapsed] = useCollapsedSections(type);
  const shown = sections.flatMap((section) => {
    const extra = section.title ? panel(section.key) : undefined;
    return section.inputs.length > 0 || extra ? [{ section, extra }] : [];
  });
  const titled = shown.filter(({ section }) => section.title !== undefined);
  const keys = titled.map(({ section }) => section.key);
  const allOpen = keys.every((key) => !collapsed.has(key));
  const placed = (warning: EntityWarning) =>
    titled.find(({ section }) => warning.field !== undefined && section.fields.includes(warning.field))?.section.key;
  const warningsOf = (key: string) => warnings.filter((warning) => placed(warning) === key);
  const inputsOf = (section: FormSection) => (
    <fieldset className="entity-form-fields" disabled={!writable}>
      {section.inputs.map((input) => (
        <FieldInput
          key={input.path}
          input={input}
          prefix=""
          value={data[input.path]}
          onChange={(value) => onChange(input.path, value)}
        />
      ))}
    </fieldset>
  );
  const jump = (key: string) => {
    setCollapsed([key], false);
    requestAnimationFrame(() => {
      document.getElementById(sectionId(key))?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      document.getElementById(toggleId(key))?.focus({ preventScroll: true });
    });
  };

  const jumpToField = (path: string) => {
    const holder = titled.find(({ section }) => section.fields.includes(path.split('.')[0] ?? ''))?.section.key;
    if (holder) setCollapsed([holder], false);
    requestAnimationFrame(() => {
      const field = document.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`);
      field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      const control =
        document.getElementById(inputId(path)) ?? field?.querySelector<HTMLElement>('input, select, textarea, button');
      control?.focus({ preventScroll: true });
    });
  };
  const body = (
    <>
      {titled.length > 1 && (
        <nav className="form-section-nav" aria-label={t`Sections of the form`}>
          <ul>
            {titled.map(({ section }) => (
              <li key={section.key}>
                <button type="button" className="form-section-jump" onClick={() => jump(section.key)}>
                  <span className="form-section-jump-title">{section.title && i18n._(section.title)}</span>
                  {warningsOf(section.key).length > 0 && (
                    <span className="form-section-mark" role="img" aria-label={t`with warnings`}>
                      !
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="button form-section-all" onClick={() => setCollapsed(keys, allOpen)}>
            {allOpen ? <Trans>Close all</Trans> : <Trans>Open all</Trans>}
          </button>
        </nav>
      )}
      {shown.map(({ section, extra }) => {
        if (!section.title) return <div key={section.key}>{inputsOf(section)}</div>;
        const open = !collapsed.has(section.key) || holdsIssue(section, issues);
        const bodyId = `${sectionId(section.key)}-body`;
        return (
          <section
            key={section.key}
            id={sectionId(section.key)}
            className="form-section"
            data-section={section.key}
            aria-labelledby={toggleId(section.key)}
          >
            <h2 className="form-section-heading">
              <button
                type="button"
                id={toggleId(section.key)}
                className="form-section-toggle"
                aria-expanded={open}
                aria-controls={bodyId}
                onClick={() => setCollapsed([section.key], open)}
              >
                <span className="form-section-chevron" aria-hidden="true" />
                {i18n._(section.title)}
              </button>
            </h2>
            <div id={bodyId} className="form-section-body" hidden={!open}>
              <Warnings warnings={warningsOf(section.key)} />
              {section.inputs.length > 0 && inputsOf(section)}
              {extra}
            </div>
          </section>
        );
      })}
      {children}
    </>
  );
  const warningsOutside = <Warnings warnings={warnings.filter((warning) => placed(warning) === undefined)} />;
  if (!aside) {
    return (
      <>
        {warningsOutside}
        {body}
      </>
    );
  }
  return (
    <>
      {warningsOutside}
      <div className="form-guided">
        <div className="form-guided-layout">
          <div className="form-guided-inputs">{body}</div>
          <div className="form-guided-aside">{aside(jumpToField)}</div>
        </div>
      </div>
    </>
  );
}
