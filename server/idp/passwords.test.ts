import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes of the embedded identity provider', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('sorgfalt');
    expect(await verifyPassword('sorgfalt', stored)).toBe(true);
    expect(await verifyPassword('Sorgfalt', stored)).toBe(false);
  });

  it('salts every hash, so two equal passwords never share a hash', async () => {
    const first = await hashPassword('sorgfalt');
    const second = await hashPassword('sorgfalt');
    expect(first).not.toBe(second);
    expect(first).not.toContain('sorgfalt$');
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
