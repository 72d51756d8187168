import { transformSync } from '@babel/core';
import { describe, expect, it } from 'vitest';
import { stripRegistryMessages } from './strip-registry-messages';

// @babel/core is what @vitejs/plugin-react runs the plugin with in the build.
const strip = (code: string) =>
  transformSync(code, { babelrc: false, configFile: false, plugins: [stripRegistryMessages] })?.code ?? '';

describe('stripping the English texts of registry descriptors from the client build', () => {
  it('keeps the id of a marked descriptor and drops its message, also when written over several lines', () => {
    const out = strip(`export const entity = {
      label: /*i18n*/ { id: 'entity.department', message: 'Department' },
      rules: [{ message: /*i18n*/ {
        id: 'rule.x',
        message: 'Each resource may have only one scope',
      }, path: ['scopes'] }],
    };`);
    expect(out).toContain("id: 'entity.department'");
    expect(out).toContain("id: 'rule.x'");
    expect(out).not.toContain('Department');
    expect(out).not.toContain('only one scope');
    expect(out).toContain('path:');
  });

  it('leaves objects without the marker or without an id as they are', () => {
    const out = strip(`const a = { id: 'x', message: 'shown as it is' };
      const b = /*i18n*/ { message: 'no id' };
      const c = /* note */ { id: 'y', message: 'another comment' };`);
    expect(out).toContain('shown as it is');
    expect(out).toContain('no id');
    expect(out).toContain('another comment');
  });
});
