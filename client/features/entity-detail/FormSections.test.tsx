import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formSections } from '../../../shared/entities/derive/form-fields';
import { defineEntity, type EntityWarning } from '../../../shared/entities/entity';
import { substance } from '../../../shared/entities/substance';
import { messages as de } from '../../locales/de/messages.po';
import { FormSections } from './FormSections';
import { issuesByPath } from './form-values';
import { sectionsStorageKey, writeCollapsedSections } from './section-state';

const german = setupI18n({ locale: 'de', messages: { de } });
const label = (id: string) => ({ id, message: id });

const sample = defineEntity({
  type: 'CONTACT',
  label: label('entity.sample'),
  pluralLabel: label('entity.samples'),
  resource: 'CONTACTS',
  module: null,
  titleField: 'name',
  scope: { fields: [] },
  fields: {
    name: { kind: 'text', label: label('Name'), required: true },
    share: { kind: 'number', label: label('Share'), min: 0, max: 100 },
    remark: { kind: 'text', label: label('Remark') },
  },
  sections: [
    { key: 'basics', title: label('Basics'), fields: ['name'] },
    { key: 'numbers', title: label('Numbers'), fields: ['share'] },
  ],
});

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

function render(props: {
  readonly warnings?: readonly EntityWarning[];
  readonly issues?: { path: string; message: string }[];
  readonly panel?: (key: string) => ReactNode;
  readonly entity?: typeof sample | typeof substance;
  readonly aside?: (jumpToField: (path: string) => void) => ReactNode;
}): string {
  const entity = props.entity ?? sample;
  return renderToStaticMarkup(
    <I18nProvider i18n={german}>
      <FormSections
        type={entity.type}
        sections={formSections(entity)}
        data={{ name: 'Aceton', share: 40 }}
        onChange={() => undefined}
        writable
        warnings={props.warnings ?? []}
        issues={issuesByPath(props.issues ?? [])}
        panel={props.panel ?? (() => undefined)}
        aside={props.aside}
      />
    </I18nProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the form in sections', () => {
  it('shows a bar to jump to each titled section and each section with its inputs, the fields of none last', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const html = render({});
    expect([...html.matchAll(/class="form-section-jump-title">([^<]*)</g)].map((match) => match[1])).toEqual([
      'Basics',
      'Numbers',
    ]);
    expect(html).toMatch(
      /data-section="basics".*id="field-name".*data-section="numbers".*id="field-share".*id="field-remark"/s,
    );
    expect(html).toContain('aria-expanded="true"');
  });

  it('keeps a section collapsed that the user collapsed on this device, unless it holds a faulty input', () => {
    const storage = memoryStorage();
    writeCollapsedSections(storage, sectionsStorageKey('CONTACT'), ['numbers']);
    vi.stubGlobal('localStorage', storage);
    expect(render({})).toContain('id="section-numbers-body" class="form-section-body" hidden=""');
    expect(render({ issues: [{ path: 'share', message: 'validation.invalid' }] })).not.toContain('hidden=""');
  });

  it('shows a warning in the section of its field and marks it in the bar; a warning of no section stays on top', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const html = render({
      warnings: [
        { code: 'SHARE', field: 'share', message: { id: 'share too high', message: 'share too high' } },
        { code: 'GENERAL', message: { id: 'general', message: 'general' } },
      ],
    });
    expect(html.indexOf('data-warning="GENERAL"')).toBeLessThan(html.indexOf('class="form-section-nav"'));
    expect(html.indexOf('data-warning="SHARE"')).toBeGreaterThan(html.indexOf('data-section="numbers"'));
    expect(html.match(/form-section-mark/g)).toHaveLength(1);
  });

  it('puts a feature’s guide beside the sections, after the inputs in the reading order; without one no frame', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const html = render({ aside: () => <p id="guide">EMKG</p> });
    expect(html).toMatch(
      /class="form-guided".*data-section="basics".*data-section="numbers".*class="form-guided-aside"><p id="guide">/s,
    );
    expect(render({})).not.toContain('form-guided');
  });

  it('renders a feature’s panel in its section, in German for the substance', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const html = render({
      entity: substance,
      panel: (key) => (key === 'approval' ? <p id="approval-panel">Freigabe</p> : undefined),
    });
    expect(html).toContain('Sicherheitsdatenblätter');
    expect(html).toMatch(/data-section="approval".*id="approval-panel"/s);
  });

  it('shows an entity without sections as one list of inputs, without a bar or headings', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const { sections: _sections, ...plain } = sample;
    const html = renderToStaticMarkup(
      <I18nProvider i18n={german}>
        <FormSections
          type="CONTACT"
          sections={formSections(plain)}
          data={{}}
          onChange={() => undefined}
          writable
          warnings={[]}
          issues={new Map()}
          panel={() => undefined}
        />
      </I18nProvider>,
    );
    expect(html).not.toContain('form-section');
    expect(html).toContain('id="field-remark"');
  });
});
