import { describe, expect, it } from 'vitest';
import { RetryableError } from '../sync-api';
import { BlobNotYetUploadedError } from './errors';
import { missingOf } from './missing';

describe('why a file could not be read', () => {
  it('tells offline-and-not-cached apart from a server that is unreachable or lacks the file', () => {
    expect(missingOf(new RetryableError('network'), false)).toBe('offline');
    expect(missingOf(new RetryableError('network'), true)).toBe('unreachable');
    expect(missingOf(new BlobNotYetUploadedError('a'.repeat(64)), true)).toBe('notYetUploaded');
    expect(missingOf(new BlobNotYetUploadedError('a'.repeat(64)), false)).toBe('notYetUploaded');
    expect(missingOf(new Error('boom'), true)).toBe('failed');
  });
});
