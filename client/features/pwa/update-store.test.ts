import { describe, expect, it } from 'vitest';
import { createUpdateStore } from './update-store';

describe('update store', () => {
  it('tells subscribers once when a new version starts waiting', () => {
    const store = createUpdateStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.setWaiting(true);
    store.setWaiting(true);
    expect(store.getSnapshot()).toBe(true);
    expect(calls).toBe(1);
    unsubscribe();
    store.setWaiting(false);
    expect(calls).toBe(1);
  });
});
