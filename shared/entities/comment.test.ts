import { describe, expect, it } from 'vitest';
import { comment } from './comment';
import { validateDocument } from './derive/schema';

const buildComment = (overrides: Record<string, unknown> = {}) => ({
  target: 'ra-1',
  text: 'Bitte die Expositionsdauer noch einmal prüfen.',
  ...overrides,
});

describe('comment (a synced comment on a document)', () => {
  it('accepts a comment with target and text', () => {
    expect(validateDocument(comment, buildComment()).ok).toBe(true);
  });

  it('refuses a comment without target or text', () => {
    const result = validateDocument(comment, { text: ' ' });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'target', message: 'validation.required' },
      { path: 'text', message: 'validation.required' },
    ]);
  });

  it('refuses a creation time without time of day', () => {
    const result = validateDocument(comment, buildComment({ createdAt: '2025-02-03' }));
    expect(result.ok ? [] : result.issues).toEqual([{ path: 'createdAt', message: 'validation.invalid' }]);
  });

  it('accepts a comment with every field filled', () => {
    const full = buildComment({ author: 'emp-1', createdAt: '2025-02-03T08:15:00+01:00' });
    expect(validateDocument(comment, full)).toEqual({ ok: true, data: full });
  });

  it('takes the place of the commented document', () => {
    expect(comment.scope.fields).toEqual(['target']);
  });
});
