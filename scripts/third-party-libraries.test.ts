import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { thirdPartyLibraries, thirdPartyLibrariesPlugin } from './third-party-libraries';

const root = path.resolve(import.meta.dirname, '..');
const dependencies = Object.keys(
  (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
    .dependencies,
);

describe('the third-party libraries', () => {
  it('are every production dependency, with the version installed and a licence', () => {
    const libraries = thirdPartyLibraries(root);
    expect(libraries.map((library) => library.name)).toEqual([...dependencies].sort());
    for (const library of libraries) {
      expect(library.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(library.licence).not.toBe('');
    }
    expect(libraries.find((library) => library.name === 'jspdf')).toMatchObject({
      licence: 'MIT',
      homepage: 'https://github.com/parallax/jsPDF',
    });
    expect(libraries.find((library) => library.name === 'dejavu-fonts-ttf')?.licence).toMatch(/Bitstream Vera/);
  });

  it('are what the app imports from the virtual module', () => {
    const plugin = thirdPartyLibrariesPlugin(root);
    const resolve = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    const id = resolve('virtual:third-party-libraries') ?? '';
    expect(load(id)).toBe(`export default ${JSON.stringify(thirdPartyLibraries(root))};`);
    expect(resolve('react')).toBeUndefined();
  });

  it('are listed in docs/third-party-notices.md with the same licences', () => {
    const notices = fs.readFileSync(path.join(root, 'docs/third-party-notices.md'), 'utf8');
    for (const library of thirdPartyLibraries(root)) {
      expect(notices).toContain(`| ${library.name} | ${library.licence} |`);
    }
    expect(notices).toContain('© European Union, https://eur-lex.europa.eu, 1998-2025, CC BY 4.0');
  });
});
