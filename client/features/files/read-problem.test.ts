import { describe, expect, it } from 'vitest';
import { BlobNotYetUploadedError } from '../../sync/attachments/errors';
import { RetryableError } from '../../sync/sync-api';
import { readProblem } from './read-problem';

describe('why a file could not be read', () => {
  it('tells offline-and-not-cached apart from a server that is unreachable or lacks the file', () => {
    expect(readProblem(new RetryableError('network'), false).message).toMatch(/not on this device/);
    expect(readProblem(new RetryableError('network'), true).message).toMatch(/could not be reached/);
    expect(readProblem(new BlobNotYetUploadedError('a'.repeat(64)), true).message).toMatch(/not reached the server/);
    expect(readProblem(new Error('boom'), true).message).toBe('The file could not be opened.');
  });
});
