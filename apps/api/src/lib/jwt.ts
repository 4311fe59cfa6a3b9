import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'dealerport';
const AUDIENCE = 'dealerport-web';

export interface AccessClaims {
  sub: string;
  /** Session id: the refresh-token family this access token belongs to. */
  sid: string;
  iat: number;
  exp: number;
}

export async function signAccessToken(secret: string, userId: string, sessionId: string, ttlSeconds: number, now = new Date()) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ttlSeconds;
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt: new Date(exp * 1000) };
}

/** Verifies with the pinned algorithm, issuer, audience and expiry; null when anything is off. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'sid', 'iat', 'exp'],
    });
    if (typeof payload.sid !== 'string') return null;
    return { sub: payload.sub as string, sid: payload.sid, iat: payload.iat as number, exp: payload.exp as number };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
