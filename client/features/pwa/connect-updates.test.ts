import { describe, expect, it, vi } from 'vitest';
import { connectUpdates, RELOAD_FALLBACK_MS, type UpdatableWorkbox } from './connect-updates';
import { createUpdateStore } from './update-store';

type Listener = (event: { isUpdate?: boolean | undefined }) => void;

function fakeWorkbox() {
  const listeners = new Map<string, Listener[]>();
  const workbox = {
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    messageSkipWaiting: vi.fn(),
    emit(type: 'waiting' | 'controlling', event: { isUpdate?: boolean } = {}) {
      for (const listener of listeners.get(type) ?? []) listener(event);
    },
  };
  return workbox satisfies UpdatableWorkbox;
}

function setup() {
  const workbox = fakeWorkbox();
  const store = createUpdateStore();
  const reload = vi.fn();
  const schedule = vi.fn<(callback: () => void, ms: number) => void>();
  connectUpdates(workbox, store, reload, schedule);
  return { workbox, store, reload, schedule };
}

describe('connectUpdates', () => {
  it('offers a waiting worker, skips waiting on apply and reloads once it controls the page', () => {
    const { workbox, store, reload } = setup();
    workbox.emit('waiting');
    expect(store.getSnapshot()).toBe('available');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    store.apply();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    workbox.emit('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('schedules a fallback reload in case the new worker never takes control', () => {
    const { workbox, store, reload, schedule } = setup();
    workbox.emit('waiting');
    store.apply();
    expect(schedule).toHaveBeenCalledWith(reload, RELOAD_FALLBACK_MS);
  });

  it('does not reload or offer anything when the first install takes control', () => {
    const { workbox, store, reload } = setup();
    workbox.emit('controlling', { isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe('idle');
  });

  it('offers a plain reload when another tab activated the new version', () => {
    const { workbox, store, reload } = setup();
    workbox.emit('waiting');
    store.dismiss();
    workbox.emit('controlling', { isUpdate: true });
    expect(reload).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe('available');

    store.apply();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
