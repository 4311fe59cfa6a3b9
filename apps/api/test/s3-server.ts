import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server for tests (ADR 0056): the REST calls the file store makes (HEAD bucket,
 * PUT/GET/HEAD/DELETE object), path-style only, objects in memory. Every request must carry a valid
 * AWS Signature Version 4, computed here from the request as received (canonical request, string to sign,
 * signing key: AWS's published algorithm, with node:crypto only), so a test that passes proves the portal
 * signs as S3 expects; a signed payload hash is checked against the body too. Listens on 127.0.0.1 only.
 *
 * s3rver was tried first: it accepts any V4 signature (its V4 check is unimplemented), so it would not
 * prove this.
 */

export interface S3TestServer {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stored objects by key (the test may read, change or remove them). */
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request as received: method, path, the payload hash header and the answer's status. */
  log: Array<{ method: string; path: string; payloadHash: string; status: number }>;
  /** The environment of a portal using this bucket. */
  env(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The SigV4 check of one request; answers null when it is valid, else the S3 error code and why. */
function verify(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
): { code: string; why: string } | null {
  const auth = req.headers.authorization ?? '';
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return { code: 'AccessDenied', why: `not a SigV4 authorization header: ${auth.slice(0, 40)}` };
  const [, accessKeyId, day, region, signedHeaderList, signature] = m as unknown as string[];
  if (accessKeyId !== keys.accessKeyId) return { code: 'InvalidAccessKeyId', why: 'unknown access key' };
  if (region !== keys.region) return { code: 'AuthorizationHeaderMalformed', why: `region ${region}` };
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!)) return { code: 'AccessDenied', why: 'x-amz-date does not match the scope' };
  const at = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!(Math.abs(Date.now() - at) < 15 * 60_000)) return { code: 'RequestTimeTooSkewed', why: amzDate };
  const signed = signedHeaderList!.split(';');
  if (!signed.includes('host') || !signed.includes('x-amz-date') || !signed.includes('x-amz-content-sha256')) {
    return { code: 'AccessDenied', why: `host, x-amz-date and x-amz-content-sha256 must be signed (${signedHeaderList})` };
  }
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD') {
    if (!/^[0-9a-f]{64}$/.test(payloadHash)) return { code: 'NotImplemented', why: `payload ${payloadHash}` };
    if (sha256(body) !== payloadHash) return { code: 'XAmzContentSHA256Mismatch', why: 'the body is not what was signed' };
  }
  // The canonical request, rebuilt from what arrived: each path segment decoded and encoded again.
  const canonicalUri = url.pathname
    .split('/')
    .map((seg) => rfc3986(decodeURIComponent(seg)))
    .join('/');
  const canonicalQuery = [...url.searchParams.entries()]
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort(([a, av], [b, bv]) => (a! < b! ? -1 : a! > b! ? 1 : av! < bv! ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = signed
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${String(text).trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [req.method, canonicalUri, canonicalQuery, canonicalHeaders, signedHeaderList, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
  const expected = hmac(key, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) return { code: 'SignatureDoesNotMatch', why: canonicalRequest };
  return null;
}

export async function startS3TestServer(opts: { bucket?: string; region?: string } = {}): Promise<S3TestServer> {
  const bucket = opts.bucket ?? 'dealerport-test';
  const keys = {
    accessKeyId: 'TESTACCESSKEY',
    secretAccessKey: 'test-secret-access-key/with+chars',
    region: opts.region ?? 'eu-central-1',
  };
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const log: S3TestServer['log'] = [];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const entry = {
      method: req.method ?? '',
      path: url.pathname,
      payloadHash: String(req.headers['x-amz-content-sha256'] ?? ''),
      status: 0,
    };
    log.push(entry);
    res.on('finish', () => {
      entry.status = res.statusCode;
    });
    try {
      const body = await readBody(req);
      // Path-style only: a virtual-hosted request (bucket in the host name) is not understood here.
      if (String(req.headers.host).startsWith(`${bucket}.`)) return xmlError(res, 400, 'InvalidRequest', 'path-style addressing only');
      const failure = verify(req, url, body, keys);
      if (failure) return xmlError(res, 403, failure.code, failure.why.replace(/[<>&]/g, ''));
      const [, bucketName, ...rest] = url.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      if (bucketName !== bucket) {
        if (req.method === 'HEAD') return res.writeHead(404).end();
        return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      }
      if (!key) {
        if (req.method === 'HEAD') return res.writeHead(200).end();
        return xmlError(res, 501, 'NotImplemented', `${req.method} on the bucket`);
      }
      const object = objects.get(key);
      switch (req.method) {
        case 'PUT': {
          const length = Number(req.headers['content-length']);
          if (!Number.isInteger(length) || length !== body.length) return xmlError(res, 400, 'IncompleteBody', 'Content-Length');
          objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
          res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
          return res.end();
        }
        case 'GET':
        case 'HEAD': {
          if (!object) {
            if (req.method === 'HEAD') return res.writeHead(404).end();
            return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          }
          res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
          return res.end(req.method === 'GET' ? object.body : undefined);
        }
        case 'DELETE':
          objects.delete(key);
          res.writeHead(204);
          return res.end();
        default:
          return xmlError(res, 501, 'NotImplemented', String(req.method));
      }
    } catch (err) {
      return xmlError(res, 500, 'InternalError', String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    region: keys.region,
    bucket,
    accessKeyId: keys.accessKeyId,
    secretAccessKey: keys.secretAccessKey,
    objects,
    log,
    env: (extra = {}) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: keys.region,
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
      ...extra,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
