import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenVerifier, InvalidTokenError } from './token-verifier';

const ISSUER = 'http://localhost:3000/oidc';
const AUDIENCE = 'sorgfalt-api';

async function setup(now?: () => number) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  const verify = createTokenVerifier(
    { issuer: ISSUER, audience: AUDIENCE, localKeys: [jwk], requireAccessTokenType: true },
    now,
  );
  const token = (subject: string, seconds: number) =>
    new SignJWT({ email: `${subject}@sorgfalt.example` })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
      .sign(privateKey);
  return { verify, token };
}

describe('createTokenVerifier', () => {
  it('keeps a verified token until it expires, then checks it again', async () => {
    const clock = { now: Date.now() };
    const { verify, token } = await setup(() => clock.now);
    const anna = await token('anna', 600);
    const first = await verify(anna);
    expect(first).toMatchObject({ issuer: ISSUER, subject: 'anna', email: 'anna@sorgfalt.example' });
    // The second request of the device is answered from what the first verified.
    expect(await verify(anna)).toBe(first);
    // From its expiry on the kept result is not used (jose's own clock still accepts it here).
    clock.now += 601_000;
    const again = await verify(anna);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('refuses an expired token', async () => {
    const { verify, token } = await setup();
    await expect(verify(await token('anna', -60))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('never keeps a refused token: a forged signature fails every time', async () => {
    const { verify, token } = await setup();
    const other = await setup();
    const forged = await other.token('mallory', 600);
    await expect(verify(forged)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verify(forged)).rejects.toBeInstanceOf(InvalidTokenError);
    expect((await verify(await token('bert', 600))).subject).toBe('bert');
  });
});
