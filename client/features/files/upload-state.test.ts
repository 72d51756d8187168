import { describe, expect, it } from 'vitest';
import { refusalReason, UPLOAD_STATE_LABELS, uploadState } from './upload-state';

describe('upload state of a file on this device', () => {
  it('is the queue state, or remote when the device holds no copy', () => {
    expect(uploadState({ state: 'pending' })).toBe('pending');
    expect(uploadState({ state: 'uploaded' })).toBe('uploaded');
    expect(uploadState({ state: 'stuck' })).toBe('stuck');
    expect(uploadState({ state: 'refused', refusal: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' } })).toBe('refused');
    expect(uploadState(undefined)).toBe('remote');
    expect(UPLOAD_STATE_LABELS.uploaded.message).toBe('Uploaded');
  });

  it('explains refusals by their status and stuck uploads; nothing for the others', () => {
    const reason = (status: number) => refusalReason({ state: 'refused', refusal: { status, code: 'X' } })?.message;
    expect(reason(413)).toBe('The file is larger than the server accepts.');
    expect(reason(415)).toBe('The server does not accept this file type.');
    expect(reason(400)).toBe('The server did not accept the file.');
    expect(refusalReason({ state: 'stuck' })?.message).toMatch(/failed several times/);
    expect(refusalReason({ state: 'uploaded' })).toBeUndefined();
    expect(refusalReason(undefined)).toBeUndefined();
  });
});
