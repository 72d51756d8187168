import { describe, expect, it } from 'vitest';
import { codeBySource, decodeSegment, sourceGroup } from './source-map-shares';

describe('sharing a chunk out over its sources', () => {
  it('decodes base64 VLQ segments, negative and multi-digit numbers too', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('CACD')).toEqual([1, 0, 1, -1]);
    expect(decodeSegment('gBAAA')).toEqual([16, 0, 0, 0]);
  });

  it('gives each source the generated code from its mapping to the next, over lines too', () => {
    // a.js maps column 0 of line 1, b.js column 4; line 2 starts again with a.js
    const code = 'aaaabbbb\naa';
    const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,ICAA;ADAA' };
    expect(Object.fromEntries(codeBySource(code, map, 'none'))).toEqual({
      none: '',
      'a.js': 'aaaaaa',
      'b.js': 'bbbb\n',
    });
  });

  it('names a package by its name, a source of the repository by its path', () => {
    expect(sourceGroup('node_modules/@tanstack/router-core/dist/esm/router.js')).toBe('npm:@tanstack/router-core');
    expect(sourceGroup('node_modules/react-dom/cjs/react-dom.production.js')).toBe('npm:react-dom');
    expect(sourceGroup('client/main.tsx')).toBe('client/main.tsx');
  });
});
