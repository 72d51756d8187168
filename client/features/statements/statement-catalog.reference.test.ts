import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/cookies';
import { loadStatementCatalog } from './load-statement-catalog';

/** A reference file of github.com/mhchem/hpstatements (`clp/`): the codes and `latest/<lang>/<code>` texts. */
interface ReferenceFile {
  readonly _contentVersion: string;
  readonly codes: readonly string[];
  readonly statements: Readonly<Record<string, string>>;
}

// The CLP texts of the 2025-09-01 consolidation live beside the repository (`../shared/reference/clp/`,
// also on CI); a glob finds nothing rather than failing when they are absent.
const FILES = import.meta.glob<ReferenceFile>('../../../../shared/reference/clp/hpstatements-*-latest.json', {
  eager: true,
  import: 'default',
});
const reference = (language: string) =>
  Object.entries(FILES).find(([path]) => path.endsWith(`hpstatements-${language}-latest.json`))?.[1];
const present = LANGUAGES.every((language) => reference(language) !== undefined);

if (!present && import.meta.env.CI) {
  throw new Error('The CLP reference files ../shared/reference/clp/hpstatements-{de,en}-latest.json are missing on CI');
}
if (!present) {
  console.warn(
    'Skipping the CLP catalog comparison: ../shared/reference/clp/hpstatements-{de,en}-latest.json not found beside the repository',
  );
}

describe.skipIf(!present)('the CLP statement catalog against the reference (CLP Annex III and IV, 2025-09-01)', () => {
  it('compares the 2025-09-01 consolidation', () => {
    for (const language of LANGUAGES) expect(reference(language)?._contentVersion).toBe('latest = 2025-09-01');
  });

  it('holds exactly the codes of the reference, in its order', async () => {
    const catalog = await loadStatementCatalog();
    const ours = catalog.STATEMENT_KINDS.flatMap((kind) => catalog.statementCodes(kind));
    const theirs = reference('en')?.codes ?? [];
    expect(theirs).toHaveLength(252);
    expect([...ours].sort()).toEqual([...theirs].sort());
    for (const kind of catalog.STATEMENT_KINDS) {
      const codes = catalog.statementCodes(kind);
      expect(codes, kind).toEqual(theirs.filter((code) => codes.includes(code)));
    }
  });

  it('gives every code the official text of the reference, letter by letter, in German and in English', async () => {
    const catalog = await loadStatementCatalog();
    for (const language of LANGUAGES) {
      const file = reference(language);
      const mismatches = (file?.codes ?? []).flatMap((code) => {
        const official = file?.statements[`latest/${language}/${code}`];
        const ours = catalog.catalogText(code, language);
        return ours === official ? [] : [{ code, language, ours, official }];
      });
      expect(mismatches).toEqual([]);
    }
  });
});
