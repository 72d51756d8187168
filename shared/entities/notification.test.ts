import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { notification } from './notification';

const buildNotification = (overrides: Record<string, unknown> = {}) => ({
  action: 'UPDATE',
  entityType: 'MEASURE',
  document: 'm-1',
  ...overrides,
});

describe('notification (domain.md §3: action, employee, entity type, document)', () => {
  it('accepts a notification with action, entity type and document', () => {
    expect(validateDocument(notification, buildNotification()).ok).toBe(true);
  });

  it('refuses a notification without action, entity type or document', () => {
    const result = validateDocument(notification, { isRead: false });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'action', message: 'validation.required' },
      { path: 'entityType', message: 'validation.required' },
      { path: 'document', message: 'validation.required' },
    ]);
  });

  it('refuses an action or entity type outside the lists', () => {
    const result = validateDocument(notification, buildNotification({ action: 'PUBLISH', entityType: 'FILE' }));
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'action', message: 'validation.invalid' },
      { path: 'entityType', message: 'validation.invalid' },
    ]);
  });

  it("accepts a training's assignment and a register review's reminder (decision 0068)", () => {
    expect(
      validateDocument(notification, buildNotification({ action: 'ASSIGNED', entityType: 'INSTRUCTION' })).ok,
    ).toBe(true);
    expect(
      validateDocument(notification, buildNotification({ action: 'DUE_SOON', entityType: 'SUBSTANCE_REGISTER_REVIEW' }))
        .ok,
    ).toBe(true);
  });

  it('accepts a notification with every field filled', () => {
    const full = buildNotification({ action: 'DELETE', employee: 'emp-1', isRead: true });
    expect(validateDocument(notification, full)).toEqual({ ok: true, data: full });
  });
});
