import { describe, expect, it } from 'vitest';
import { assistantSocketUrl, canSendQuestion } from './protocol';

describe('assistantSocketUrl (platform.md §7)', () => {
  it('replaces api by ai and http by ws', () => {
    expect(assistantSocketUrl('http://localhost:3000/api')).toBe('ws://localhost:3000/ai/assistant');
    expect(assistantSocketUrl('https://sorgfalt.example/api/')).toBe('wss://sorgfalt.example/ai/assistant');
    expect(assistantSocketUrl('https://api.sorgfalt.example')).toBe('wss://ai.sorgfalt.example/assistant');
  });

  it('leaves the letters "api" inside a host name alone', () => {
    expect(assistantSocketUrl('https://rapid.example/api')).toBe('wss://rapid.example/ai/assistant');
    expect(assistantSocketUrl('https://api.sorgfalt.example/api')).toBe('wss://ai.sorgfalt.example/api/assistant');
  });
});

describe('canSendQuestion (platform.md §5)', () => {
  it('needs one letter A-Z, a-z or digit', () => {
    expect(canSendQuestion('a')).toBe(true);
    expect(canSendQuestion('  7 ')).toBe(true);
    expect(canSendQuestion('')).toBe(false);
    expect(canSendQuestion(' \n?!… ')).toBe(false);
    expect(canSendQuestion('äöü ß')).toBe(false);
  });
});
