import { describe, expect, it, vi } from 'vitest';
import { createUpdateStore } from './update-store';

describe('update store', () => {
  it('starts idle', () => {
    expect(createUpdateStore().getSnapshot()).toBe('idle');
  });

  it('shows an offered update and notifies subscribers', () => {
    const store = createUpdateStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.offer(() => undefined);
    expect(store.getSnapshot()).toBe('available');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('applies the latest offer once and moves to updating', () => {
    const store = createUpdateStore();
    const first = vi.fn();
    const second = vi.fn();
    store.offer(first);
    store.offer(second);
    store.apply();
    store.apply();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe('updating');
  });

  it('does nothing on apply without an offer', () => {
    const store = createUpdateStore();
    store.apply();
    expect(store.getSnapshot()).toBe('idle');
  });

  it('hides on "Later" and shows again on the next offer', () => {
    const store = createUpdateStore();
    const apply = vi.fn();
    store.offer(apply);
    store.dismiss();
    expect(store.getSnapshot()).toBe('dismissed');
    store.apply();
    expect(apply).not.toHaveBeenCalled();
    store.offer(apply);
    expect(store.getSnapshot()).toBe('available');
  });

  it('stays updating when another offer arrives meanwhile', () => {
    const store = createUpdateStore();
    store.offer(() => undefined);
    store.apply();
    store.offer(() => undefined);
    store.dismiss();
    expect(store.getSnapshot()).toBe('updating');
  });

  it('keeps a required update showing: "Later" does not hide it and it applies once', () => {
    const store = createUpdateStore();
    const reload = vi.fn();
    store.require(reload);
    store.dismiss();
    expect(store.getSnapshot()).toBe('required');
    store.apply();
    store.apply();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe('updating');
  });

  it('prefers a waiting new version over a plain reload when the update becomes required', () => {
    const store = createUpdateStore();
    const activate = vi.fn();
    const reload = vi.fn();
    store.offer(activate);
    store.require(reload);
    expect(store.getSnapshot()).toBe('required');
    store.apply();
    expect(activate).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('takes a new version found after the update became required, and stays required', () => {
    const store = createUpdateStore();
    const activate = vi.fn();
    const reload = vi.fn();
    store.require(reload);
    store.offer(activate);
    expect(store.getSnapshot()).toBe('required');
    store.apply();
    expect(activate).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not notify unsubscribed listeners or when nothing changes', () => {
    const store = createUpdateStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dismiss();
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    store.offer(() => undefined);
    expect(listener).not.toHaveBeenCalled();
  });
});
