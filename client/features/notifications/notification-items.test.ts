import { describe, expect, it } from 'vitest';
import { notificationItems, unreadCount } from './notification-items';

const doc = (id: string, data: Record<string, unknown>) => ({
  id,
  data: { action: 'UPDATE', entityType: 'CONTACT', document: 'c-1', title: 'Rhein GmbH', ...data },
});

describe('notification items', () => {
  it('lists the newest first, ties by id', () => {
    const items = notificationItems([
      doc('b', { createdAt: '2026-11-20T08:00:00.000Z' }),
      doc('c', { createdAt: '2026-11-21T08:00:00.000Z' }),
      doc('a', { createdAt: '2026-11-20T08:00:00.000Z' }),
    ]);
    expect(items.map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });

  it('reads the fields as the server writes them, unread unless isRead is true', () => {
    const [item] = notificationItems([doc('n', { employeeName: 'Anna Berger', createdAt: '2026-11-20T08:00:00Z' })]);
    expect(item).toEqual({
      id: 'n',
      action: 'UPDATE',
      entityType: 'CONTACT',
      document: 'c-1',
      title: 'Rhein GmbH',
      employeeName: 'Anna Berger',
      createdAt: '2026-11-20T08:00:00Z',
      isRead: false,
    });
  });

  it('leaves out what is not a notification and counts the unread', () => {
    const items = notificationItems([
      doc('x', { action: 'PUBLISH' }),
      doc('r', { isRead: true }),
      doc('u', { isRead: 'yes' }),
    ]);
    expect(items.map((item) => item.id)).toEqual(['r', 'u']);
    expect(unreadCount(items)).toBe(1);
  });
});
