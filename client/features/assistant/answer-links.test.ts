import { describe, expect, it } from 'vitest';
import { inAppPath } from './answer-links';

const ORIGIN = 'https://sorgfalt.example';

describe('answer links: app paths open in the app, others in a new tab', () => {
  it('keeps an app path with its search and hash', () => {
    expect(inAppPath('/measures/m-1', ORIGIN)).toBe('/measures/m-1');
    expect(inAppPath('/measures?sort=dueDate#top', ORIGIN)).toBe('/measures?sort=dueDate#top');
  });

  it('treats absolute and relative links as outside the app', () => {
    expect(inAppPath('https://www.baua.de/', ORIGIN)).toBeUndefined();
    expect(inAppPath(`${ORIGIN}/measures`, ORIGIN)).toBeUndefined();
    expect(inAppPath('measures/m-1', ORIGIN)).toBeUndefined();
    expect(inAppPath(undefined, ORIGIN)).toBeUndefined();
  });

  it('treats protocol-relative links to another host as outside the app', () => {
    expect(inAppPath('//evil.example/measures', ORIGIN)).toBeUndefined();
    expect(inAppPath('/\\evil.example/measures', ORIGIN)).toBeUndefined();
  });
});
