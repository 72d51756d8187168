import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A production dependency as the About page credits it. */
export interface ThirdPartyLibrary {
  readonly name: string;
  readonly version: string;
  /** The SPDX licence of its `package.json`, or what its licence files say. */
  readonly licence: string;
  readonly homepage?: string;
}

/** Packages whose `package.json` points to licence files instead of naming an SPDX licence. */
const LICENCE_FILES: Readonly<Record<string, string>> = {
  'dejavu-fonts-ttf': 'Bitstream Vera Fonts and Arev Fonts licences; DejaVu changes public domain',
};

interface PackageJson {
  readonly version?: string;
  readonly license?: string | { readonly type?: string };
  readonly homepage?: string;
  readonly repository?: string | { readonly url?: string };
  readonly dependencies?: Readonly<Record<string, string>>;
}

function readJson(file: string): PackageJson {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
}

function homepage(manifest: PackageJson): string | undefined {
  const repository = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  const url = manifest.homepage ?? repository;
  if (url === undefined) return undefined;
  const web = url
    .replace(/^git\+/, '')
    .replace(/\.git$/, '')
    .replace(/^git:\/\//, 'https://');
  return /^https?:\/\//.test(web) ? web.replace(/^http:/, 'https:') : `https://github.com/${web}`;
}

/** Every production dependency of the project at `root`, with version and licence from its installed `package.json`. */
export function thirdPartyLibraries(root: string): ThirdPartyLibrary[] {
  const dependencies = Object.keys(readJson(path.join(root, 'package.json')).dependencies ?? {});
  return dependencies.sort().map((name) => {
    const manifest = readJson(path.join(root, 'node_modules', name, 'package.json'));
    const declared = typeof manifest.license === 'string' ? manifest.license : manifest.license?.type;
    const licence = LICENCE_FILES[name] ?? declared;
    if (!licence || licence.startsWith('SEE LICENSE')) throw new Error(`no licence known for the dependency ${name}`);
    const page = homepage(manifest);
    return { name, version: manifest.version ?? '', licence, ...(page ? { homepage: page } : {}) };
  });
}

const MODULE = 'virtual:third-party-libraries';

/** `import libraries from 'virtual:third-party-libraries'`: the list, read from node_modules when the app is built. */
export function thirdPartyLibrariesPlugin(root: string): Plugin {
  return {
    name: 'sorgfalt-third-party-libraries',
    resolveId: (id) => (id === MODULE ? `\0${MODULE}` : undefined),
    load: (id) => (id === `\0${MODULE}` ? `export default ${JSON.stringify(thirdPartyLibraries(root))};` : undefined),
  };
}
