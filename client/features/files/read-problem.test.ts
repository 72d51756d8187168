import { describe, expect, it } from 'vitest';
import { readProblem } from './read-problem';

describe('the sentence of a file that could not be read', () => {
  it('says what the user can do for each reason', () => {
    expect(readProblem('offline').message).toMatch(/not on this device/);
    expect(readProblem('unreachable').message).toMatch(/could not be reached/);
    expect(readProblem('notYetUploaded').message).toMatch(/not reached the server/);
    expect(readProblem('failed').message).toBe('The file could not be opened.');
  });
});
