import { describe, expect, it } from 'vitest';
import { buildLocationTree, type OrganisationDoc, type TreeNode, walkTree } from './location-tree';
import { filterTree, treeSearchIndex } from './tree-search';

const collator = new Intl.Collator('de');
const docs: OrganisationDoc[] = [
  {
    id: 'l-lu',
    type: 'LOCATION',
    data: { name: 'Werk Ludwigshafen', address: { street: 'Industriestraße', city: 'Ludwigshafen am Rhein' } },
  },
  { id: 'l-ma', type: 'LOCATION', data: { name: 'Lager Mannheim', address: { city: 'Mannheim' } } },
  { id: 'd-prod', type: 'DEPARTMENT', data: { name: 'Produktion', parent: 'l-lu' } },
  { id: 'd-fill', type: 'DEPARTMENT', data: { name: 'Abfüllung', parent: 'd-prod' } },
  { id: 'd-ship', type: 'DEPARTMENT', data: { name: 'Versand', parent: 'l-ma' } },
  { id: 'd-lost', type: 'DEPARTMENT', data: { name: 'Außenlager Süd', parent: 'gone' } },
];
const tree = buildLocationTree(docs, collator);
const index = treeSearchIndex(tree);

function names(tops: readonly TreeNode[]): string[] {
  return [...walkTree(tops)].map((node) => `${'  '.repeat(node.depth)}${node.name}`);
}

describe('searching the organisation tree', () => {
  it('filters nothing for a blank query', () => {
    expect(filterTree(tree, index, '  ')).toBeUndefined();
  });

  it('keeps a deep match with its ancestors and drops the rest; "abfuellung" finds "Abfüllung"', () => {
    const found = filterTree(tree, index, 'abfuellung');
    expect(found && names(found.tree.roots)).toEqual(['Werk Ludwigshafen', '  Produktion', '    Abfüllung']);
    expect(found?.tree.orphans).toEqual([]);
    expect(found && [...found.matches]).toEqual(['d-fill']);
    expect(found?.tree.size).toBe(3);
  });

  it('a matching parent keeps only the children that match as well', () => {
    const found = filterTree(tree, index, 'ludwigshafen');
    expect(found && names(found.tree.roots)).toEqual(['Werk Ludwigshafen']);
  });

  it('searches the address and the "without parent" group: "STRASSE" and "aussenlager sud"', () => {
    expect(names(filterTree(tree, index, 'STRASSE')?.tree.roots ?? [])).toEqual(['Werk Ludwigshafen']);
    const found = filterTree(tree, index, 'aussenlager sud');
    expect(found?.tree.roots).toEqual([]);
    expect(found && names(found.tree.orphans)).toEqual(['Außenlager Süd']);
  });

  it('finds nothing for a term no node holds', () => {
    const found = filterTree(tree, index, 'hamburg');
    expect(found?.tree).toEqual({ roots: [], orphans: [], size: 0 });
  });

  it('leaves the tree it filtered unchanged', () => {
    filterTree(tree, index, 'versand');
    expect(names(tree.roots)).toHaveLength(5);
  });
});
