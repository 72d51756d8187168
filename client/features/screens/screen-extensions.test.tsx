import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ViewDoc } from '../../sync/replica-db';
import { APP_EXTENSIONS } from './app-extensions';
import type { DeriveAction } from './derive-action';
import { extensionRegistry, type SaveCheck, type ScreenExtensions } from './screen-extensions';

function ContactCard({ doc }: { readonly doc: ViewDoc }) {
  return <button type="button">Call {String(doc.data.name)}</button>;
}

const contactExtensions: ScreenExtensions = { CONTACT: { detail: { Actions: ContactCard } } };

describe('screen extensions', () => {
  it('finds what a feature registered by its document type, and nothing for other types', () => {
    const registry = extensionRegistry([contactExtensions, { STORAGE: { listScreens: {} } }]);
    expect(registry.extensionOf('CONTACT')?.detail?.Actions).toBe(ContactCard);
    expect(registry.extensionOf('STORAGE')?.listScreens).toEqual({});
    expect(registry.extensionOf('PERMIT')).toBeUndefined();
  });

  it('refuses a slot that two features fill for one type, naming type and slot', () => {
    const addon = () => null;
    expect(() =>
      extensionRegistry([{ CONTACT: { detail: { formAddon: addon } } }, { CONTACT: { detail: { formAddon: addon } } }]),
    ).toThrow(/CONTACT register formAddon twice/);
    expect(() =>
      extensionRegistry([{ CONTACT: { ListActions: () => null } }, { CONTACT: { ListActions: () => null } }]),
    ).toThrow(/ListActions/);
  });

  it("merges two features' slots of one type, and adds up their panels", () => {
    const First = () => null;
    const Second = () => null;
    const registry = extensionRegistry([
      { CONTACT: { detail: { Actions: ContactCard, Panels: [First] } } },
      { CONTACT: { detail: { Panels: [Second] }, ListActions: First } },
    ]);
    expect(registry.extensionOf('CONTACT')?.detail).toEqual({ Actions: ContactCard, Panels: [First, Second] });
    expect(registry.extensionOf('CONTACT')?.ListActions).toBe(First);
  });

  it("adds up two features' save checks of one type, the first registered first", () => {
    const none: SaveCheck = async () => [];
    const always: SaveCheck = async () => [{ path: 'name', message: 'validation.required' }];
    const registry = extensionRegistry([
      { MEASURE: { detail: { saveChecks: [none] } } },
      { MEASURE: { detail: { saveChecks: [always] } } },
    ]);
    expect(registry.extensionOf('MEASURE')?.detail?.saveChecks).toEqual([none, always]);
  });

  it("shows two features' actions of one type side by side, the first registered first", () => {
    function Print() {
      return <button type="button">Print</button>;
    }
    const registry = extensionRegistry([contactExtensions, { CONTACT: { detail: { Actions: Print } } }]);
    const Actions = registry.extensionOf('CONTACT')?.detail?.Actions;
    if (!Actions) throw new Error('no actions');
    const doc: ViewDoc = {
      id: 'c',
      type: 'CONTACT',
      version: 1,
      data: { name: 'Ada' },
      pending: false,
      title: 'ada',
      refs: [],
    };
    expect(renderToStaticMarkup(<Actions doc={doc} />)).toBe(
      '<button type="button">Call Ada</button><button type="button">Print</button>',
    );
  });
});

describe("the app's screen extensions", () => {
  it('gives transport documents the read view and locations the tree as their screens', () => {
    expect(APP_EXTENSIONS.extensionOf('ADR_TRANSPORT_DOCUMENT')?.DetailScreen).toBeDefined();
    expect(APP_EXTENSIONS.extensionOf('LOCATION')?.ListScreen).toBeDefined();
  });

  it('extends the generic detail screen of drafts, site inspections, measures, employees and departments', () => {
    const draft = APP_EXTENSIONS.extensionOf('ADR_TRANSPORT_DRAFT')?.detail;
    expect(draft?.formAddon).toBeDefined();
    expect(draft?.derive?.map((action) => action.target)).toEqual(['ADR_TRANSPORT_DOCUMENT']);
    expect(APP_EXTENSIONS.extensionOf('SITE_INSPECTION')?.detail?.sectionFields).toEqual(['findings']);
    expect(APP_EXTENSIONS.extensionOf('MEASURE')?.detail?.useNewDocument).toBeDefined();
    expect(APP_EXTENSIONS.extensionOf('MEASURE')?.useListFilter).toBeDefined();
    for (const origin of [
      'SITE_INSPECTION',
      'RISK_ASSESSMENT',
      'REGULATION',
      'MAINTENANCE',
      'PERMIT',
      'CONDITION',
    ] as const) {
      // The measures and the used-in panel, and on some a panel of their own (a permit's conditions).
      expect(APP_EXTENSIONS.extensionOf(origin)?.detail?.Panels?.length, origin).toBeGreaterThanOrEqual(2);
    }
    expect(APP_EXTENSIONS.extensionOf('CONTACT')?.detail?.Panels, 'the used-in panel everywhere').toHaveLength(1);
    expect(APP_EXTENSIONS.extensionOf('EMPLOYEE')?.detail?.Actions).toBeDefined();
    for (const instruction of ['SUBSTANCE_INSTRUCTION', 'WORK_EQUIPMENT_INSTRUCTION'] as const) {
      expect(APP_EXTENSIONS.extensionOf(instruction)?.detail?.Actions, instruction).toBeDefined();
    }
    expect(APP_EXTENSIONS.extensionOf('DEPARTMENT')?.detail?.detailBase).toBe('/locations/departments');
  });

  it('knows from the derive actions where a derived document names its source', () => {
    expect(APP_EXTENSIONS.sourceFieldsOf('ADR_TRANSPORT_DOCUMENT')).toEqual(['draft']);
    expect(APP_EXTENSIONS.sourceFieldsOf('CONTACT')).toEqual([]);
    const derive: DeriveAction = {
      id: 'copy',
      target: 'CONTACT',
      derive: () => ({}),
      sourceField: 'copiedFrom',
      label: { id: 'copy' },
    };
    const registry = extensionRegistry([
      {
        CONTACT: { detail: { derive: [derive] } },
        STORAGE: { detail: { derive: [derive] } },
      } satisfies ScreenExtensions,
    ]);
    expect(registry.sourceFieldsOf('CONTACT')).toEqual(['copiedFrom']);
  });

  it('REG-1: the hazardous substances route shows the register; the substances list stays the generic one', () => {
    const substance = APP_EXTENSIONS.extensionOf('SUBSTANCE');
    expect(substance?.listScreens?.hazardousSubstances).toBeDefined();
    expect(substance?.listScreens?.substances).toBeUndefined();
    expect(substance?.ListScreen).toBeUndefined();
  });
});
