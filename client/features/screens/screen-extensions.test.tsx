import { describe, expect, it } from 'vitest';
import type { ViewDoc } from '../../sync/replica-db';
import { APP_EXTENSIONS } from './app-extensions';
import type { DeriveAction } from './derive-action';
import { extensionRegistry, type ScreenExtensions } from './screen-extensions';

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
    expect(() => extensionRegistry([contactExtensions, { CONTACT: { detail: { Actions: ContactCard } } }])).toThrow(
      /CONTACT register Actions twice/,
    );
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
    // A regulation shows its measures and, in a customer tenant, its compliance evaluation.
    expect(APP_EXTENSIONS.extensionOf('REGULATION')?.detail?.Panels).toHaveLength(2);
    for (const origin of ['SITE_INSPECTION', 'RISK_ASSESSMENT', 'MAINTENANCE', 'PERMIT', 'CONDITION'] as const) {
      expect(APP_EXTENSIONS.extensionOf(origin)?.detail?.Panels, origin).toHaveLength(1);
    }
    expect(APP_EXTENSIONS.extensionOf('EMPLOYEE')?.detail?.Actions).toBeDefined();
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
