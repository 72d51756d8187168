import { describe, expect, it } from 'vitest';
import { buildLocationTree, type OrganisationDoc, type TreeNode, walkTree } from './location-tree';

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
const location = (id: string, name: string): OrganisationDoc => ({ id, type: 'LOCATION', data: { name } });
const department = (id: string, name: string, parent?: unknown): OrganisationDoc => ({
  id,
  type: 'DEPARTMENT',
  data: parent === undefined ? { name } : { name, parent },
});

/** The tree as indented lines, for readable expectations. */
function outline(tops: readonly TreeNode[]): string[] {
  return [...walkTree(tops)].map((node) => `${'  '.repeat(node.depth)}${node.name}`);
}

describe('the organisation tree', () => {
  it('puts locations on top, sorted German-aware, with departments beneath their parents at any depth', () => {
    const tree = buildLocationTree(
      [
        department('d-fill', 'Abfüllung', 'd-prod'),
        location('l-zell', 'Zell'),
        department('d-prod', 'Produktion', 'l-lu'),
        location('l-lu', 'Werk Ludwigshafen'),
        location('l-oe', 'Öhringen'),
        department('d-lab', 'Labor', 'l-lu'),
        department('d-qa', 'Qualität', 'd-lab'),
        { id: 'c-1', type: 'CONTACT', data: { name: 'Not part of the tree' } },
      ],
      collator,
    );
    expect(outline(tree.roots)).toEqual([
      'Öhringen',
      'Werk Ludwigshafen',
      '  Labor',
      '    Qualität',
      '  Produktion',
      '    Abfüllung',
      'Zell',
    ]);
    expect(tree.orphans).toEqual([]);
    expect(tree.size).toBe(7);
  });

  it('groups departments whose parent is missing, unreadable, not an organisation node or itself', () => {
    const tree = buildLocationTree(
      [
        location('l-1', 'Werk'),
        department('d-gone', 'Versand', 'deleted-location'),
        department('d-none', 'Einkauf'),
        department('d-number', 'Labor', 42),
        department('d-self', 'Selbst', 'd-self'),
        department('d-child', 'Packerei', 'd-gone'),
        { id: 'e-1', type: 'EMPLOYEE', data: { lastName: 'Becker' } },
        department('d-emp', 'Werkstatt', 'e-1'),
      ],
      collator,
    );
    expect(outline(tree.roots)).toEqual(['Werk']);
    expect(outline(tree.orphans)).toEqual(['Einkauf', 'Labor', 'Selbst', 'Versand', '  Packerei', 'Werkstatt']);
    expect(tree.size).toBe(7);
  });

  it('shows each department of a parent cycle once, under "without parent", without hanging', () => {
    const tree = buildLocationTree(
      [
        department('d-a', 'A', 'd-c'),
        department('d-b', 'B', 'd-a'),
        department('d-c', 'C', 'd-b'),
        department('d-x', 'X', 'd-b'),
        location('l-1', 'Werk'),
      ],
      collator,
    );
    expect(outline(tree.roots)).toEqual(['Werk']);
    expect(outline(tree.orphans)).toEqual(['A', '  B', '    C', '    X']);
    expect([...walkTree(tree.orphans)]).toHaveLength(4);
  });

  it('keeps the first of two documents with the same id', () => {
    const tree = buildLocationTree([location('l-1', 'Erster'), location('l-1', 'Zweiter')], collator);
    expect(outline(tree.roots)).toEqual(['Erster']);
  });

  it('builds 20,000 nodes and a chain 5,000 deep quickly, without exhausting the stack', () => {
    const docs: OrganisationDoc[] = [];
    for (let l = 0; l < 200; l += 1) {
      docs.push(location(`l-${l}`, `Standort ${l}`));
      for (let d = 0; d < 99; d += 1) docs.push(department(`d-${l}-${d}`, `Abteilung ${d}`, `l-${l}`));
    }
    for (let d = 0; d < 5000; d += 1)
      docs.push(department(`chain-${d}`, `Kette ${d}`, d === 0 ? 'l-0' : `chain-${d - 1}`));
    const started = performance.now();
    const tree = buildLocationTree(docs, collator);
    const elapsed = performance.now() - started;
    expect(tree.size).toBe(25_000);
    expect(tree.roots).toHaveLength(200);
    expect(tree.roots[0]?.children).toHaveLength(100);
    expect(Math.max(...[...walkTree(tree.roots)].map((node) => node.depth))).toBe(5000);
    expect(elapsed).toBeLessThan(1000);
  });
});
