import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-server';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]);

function form(name: string, data: Buffer | string, type = 'application/octet-stream', field = 'file') {
  const fd = new FormData();
  fd.append(field, new Blob([data], { type }), name);
  return fd;
}
/**
 * The same behaviour with the bytes in DATA_DIR and in an S3-compatible bucket (ADR 0056: a local server
 * that checks every request's SigV4 signature).
 */
describe.each(['local', 's3'] as const)('with the %s store', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let s3: S3TestServer | undefined;
  const tokens = {} as Record<'admin' | 'dealer' | 'bare', string>;

  const base = (type = 'price-lists') => `/api/docs/${type}`;
  const upload = (fd: FormData, opts: { token?: string; folderId?: string; culture?: string; type?: string } = {}) =>
    t.call({
      method: 'POST',
      url: `${base(opts.type)}/files${opts.folderId ? `?folderId=${opts.folderId}` : ''}`,
      payload: fd as never,
      token: opts.token === undefined ? tokens.admin : opts.token || undefined,
      culture: opts.culture ?? 'en',
    });
  const tree = (token = tokens.admin, type = 'price-lists') => t.call({ method: 'GET', url: base(type), token });
  /** The stored documents' keys: files in DATA_DIR/documents, or objects documents/<key> in the bucket. */
  const storedFiles = () => {
    if (s3) return [...s3.objects.keys()].filter((k) => k.startsWith('documents/')).map((k) => k.slice('documents/'.length));
    return existsSync(path.join(dataDir, 'documents')) ? readdirSync(path.join(dataDir, 'documents')) : [];
  };
  /** Half-written uploads left behind: `.part` files (the store's own, or the bucket store's spool). */
  const partFiles = () =>
    ['documents', 'tmp']
      .flatMap((dir) => (existsSync(path.join(dataDir, dir)) ? readdirSync(path.join(dataDir, dir)) : []))
      .filter((f) => f.endsWith('.part'));
  const audit = (entityId: string) =>
    t.db.selectFrom('audit_log').select(['action', 'entity', 'before', 'after']).where('entity_id', '=', entityId).orderBy('id').execute();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dealerport-documents-'));
    if (kind === 's3') s3 = await startS3TestServer();
    t = await createTestApp({ DATA_DIR: dataDir, ...s3?.env() });
    tokens.admin = (
      await signIn(
        t,
        (
          await createUser(t.db, {
            roleId: await createRole(t.db, 'staff', ['document.list', 'document.create', 'document.update', 'document.delete']),
            userType: 'staff',
          })
        ).account_name,
      )
    ).token;
    const customer = await createCustomer(t.db);
    tokens.dealer = (
      await signIn(
        t,
        (
          await createUser(t.db, {
            roleId: await createRole(t.db, 'dealer', ['document.list']),
            userType: 'dealer',
            customerId: customer.id,
          })
        ).account_name,
      )
    ).token;
    tokens.bare = (
      await signIn(t, (await createUser(t.db, { roleId: await createRole(t.db, 'staff', []), userType: 'staff' })).account_name)
    ).token;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('documents', () => {
    it('keeps the bytes where this run says', () => {
      expect(t.config.S3_BUCKET).toBe(kind === 's3' ? s3!.bucket : undefined);
    });

    let folderId: string;
    let fileId: string;

    it('starts as an empty tree of the type', async () => {
      const res = await tree();
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: null, directoryName: 'price-lists', files: [], subDirectories: [] });
    });

    it('creates a folder, uploads a PDF into it and lists both, audited', async () => {
      const folder = await t.call({ method: 'POST', url: `${base()}/folders`, payload: { name: '2026 Fiyatları' }, token: tokens.admin });
      expect(folder.status).toBe(200);
      expect(folder.body).toMatchObject({ directoryName: '2026 Fiyatları', parentId: null });
      folderId = folder.body.id;

      const res = await upload(form('Fiyat Listesi Şubat.pdf', PDF, 'application/pdf'), { folderId });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: 'Fiyat Listesi Şubat.pdf',
        extension: 'pdf',
        size: PDF.length,
        contentType: 'application/pdf',
      });
      fileId = res.body.id;
      expect(res.body.url).toBe(`/api/docs/price-lists/files/${fileId}`);
      // Stored under a generated name, never the uploaded one.
      expect(storedFiles()).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);

      const listed = await tree(tokens.dealer);
      expect(listed.status).toBe(200);
      expect(listed.body.subDirectories).toEqual([
        { id: folderId, directoryName: '2026 Fiyatları', files: [res.body], subDirectories: [] },
      ]);
      // Another type's tree is its own.
      expect((await tree(tokens.admin, 'catalogues')).body).toMatchObject({ directoryName: 'catalogues', files: [], subDirectories: [] });
      expect(await audit(fileId)).toEqual([expect.objectContaining({ action: 'upload', entity: 'document' })]);
      expect(await audit(folderId)).toEqual([expect.objectContaining({ action: 'create', entity: 'document-folder' })]);
    });

    it('lets a dealer download with its content type and a UTF-8 Content-Disposition', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${base()}/files/${fileId}`,
        headers: { authorization: `Bearer ${tokens.dealer}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-length']).toBe(String(PDF.length));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Fiyat Listesi _ubat.pdf"; filename*=UTF-8''Fiyat%20Listesi%20%C5%9Eubat.pdf`,
      );
      expect(res.rawPayload.equals(PDF)).toBe(true);
    });

    it('never answers a file outside the store: ../, encoded traversal, absolute paths, symbolic links', async () => {
      for (const bad of [
        `${base()}/files/../../../../etc/passwd`,
        `${base()}/files/..%2F..%2F..%2Fetc%2Fpasswd`,
        `${base()}/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd`,
        `${base()}/files/%2Fetc%2Fpasswd`,
        `${base()}/files/..%5C..%5Cwindows%5Cwin.ini`,
        `/api/docs/..%2F..%2Fetc/files/${fileId}`,
        `${base()}/files/${fileId}%2F..%2F..%2Fetc%2Fpasswd`,
      ]) {
        const res = await t.call({ method: 'GET', url: bad, token: tokens.dealer, culture: 'de' });
        expect([400, 404], bad).toContain(res.status);
        expect(res.body.code, bad).toBeTruthy();
        expect(JSON.stringify(res.body)).not.toContain('root:');
      }
      // A stored file replaced by a symbolic link is not followed; an object gone from the bucket is not found.
      const other = await upload(form('link.pdf', PDF));
      const [row] = await t.db.selectFrom('documents').select('storage_key').where('id', '=', other.body.id).execute();
      if (s3) {
        s3.objects.delete(`documents/${row!.storage_key}`);
      } else {
        const stored = path.join(dataDir, 'documents', row!.storage_key);
        unlinkSync(stored);
        symlinkSync('/etc/passwd', stored);
      }
      expectError(await t.call({ method: 'GET', url: `${base()}/files/${other.body.id}`, token: tokens.dealer }), 404, 'NOT_FOUND');
      expect((await t.call({ method: 'DELETE', url: `${base()}/files/${other.body.id}`, token: tokens.admin })).status).toBe(204);
    });

    it('renames a file (its extension stays) and a folder, audited', async () => {
      const res = await t.call({ method: 'PUT', url: `${base()}/files/${fileId}`, payload: { name: 'Güncel liste' }, token: tokens.admin });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: fileId, name: 'Güncel liste.pdf', extension: 'pdf' });
      const folder = await t.call({ method: 'PUT', url: `${base()}/folders/${folderId}`, payload: { name: 'Arşiv' }, token: tokens.admin });
      expect(folder.body).toMatchObject({ id: folderId, directoryName: 'Arşiv' });
      expect((await audit(fileId)).map((a) => a.action)).toEqual(['upload', 'rename']);
      expect((await audit(folderId)).at(-1)).toMatchObject({
        action: 'rename',
        before: { name: '2026 Fiyatları' },
        after: { name: 'Arşiv' },
      });
    });

    it('refuses a name already in the folder, whatever its case', async () => {
      const again = await upload(form('GÜNCEL LISTE.pdf', PDF), { folderId, culture: 'de' });
      expectError(again, 400, 'DOCUMENT_NAME_TAKEN', 'de', { name: 'GÜNCEL LISTE.pdf' });
      const folder = await t.call({
        method: 'POST',
        url: `${base()}/folders`,
        payload: { name: 'arşiv' },
        token: tokens.admin,
        culture: 'tr',
      });
      expectError(folder, 400, 'DOCUMENT_NAME_TAKEN', 'tr');
    });

    it('keeps a non-empty folder and deletes it once empty; deletes a file with its bytes', async () => {
      expectError(
        await t.call({ method: 'DELETE', url: `${base()}/folders/${folderId}`, token: tokens.admin, culture: 'en' }),
        400,
        'DOCUMENT_FOLDER_NOT_EMPTY',
        'en',
      );
      const before = storedFiles().length;
      const del = await t.call({ method: 'DELETE', url: `${base()}/files/${fileId}`, token: tokens.admin });
      expect(del.status).toBe(204);
      expect(storedFiles()).toHaveLength(before - 1);
      expect((await t.call({ method: 'DELETE', url: `${base()}/folders/${folderId}`, token: tokens.admin })).status).toBe(204);
      expect((await audit(fileId)).at(-1)).toMatchObject({ action: 'delete', entity: 'document' });
      expect((await audit(folderId)).at(-1)).toMatchObject({ action: 'delete', entity: 'document-folder' });
      expectError(await t.call({ method: 'GET', url: `${base()}/files/${fileId}`, token: tokens.dealer }), 404, 'NOT_FOUND');
    });

    it('stores a sanitised name for a path-like upload name and accepts the listed types', async () => {
      const res = await upload(form('..\\..\\evil/../Katalog 2026.zip', ZIP), { type: 'catalogues' });
      expect(res.status).toBe(200);
      expect(res.body.name).toBe('Katalog 2026.zip');
      const csv = await upload(form('liste.csv', 'code;price\nA;1\n', 'text/csv'), { type: 'certificates' });
      expect(csv.body).toMatchObject({ extension: 'csv', contentType: 'text/csv; charset=utf-8' });
    });

    it('refuses a type not allowed, bytes that are not what the name says, and a file over 50 MB, in tr/de/en', async () => {
      const files = storedFiles().length;
      const exe = await upload(form('setup.exe', Buffer.from('MZ\x90\x00')), { culture: 'tr' });
      expectError(exe, 400, 'DOCUMENT_TYPE_NOT_ALLOWED', 'tr');
      const fake = await upload(form('fatura.pdf', Buffer.from('MZ\x90\x00 not a pdf')), { culture: 'de' });
      expectError(fake, 400, 'DOCUMENT_TYPE_NOT_ALLOWED', 'de');
      const empty = await upload(form('empty.csv', Buffer.alloc(0)), { culture: 'en' });
      expectError(empty, 400, 'DOCUMENT_TYPE_NOT_ALLOWED', 'en');
      const big = Buffer.alloc(50 * 1024 * 1024 + 10, 0x20);
      PDF.copy(big);
      expectError(await upload(form('big.pdf', big), { culture: 'en' }), 400, 'DOCUMENT_TOO_LARGE', 'en', { max: '50 MB' });
      // Nothing of the refused files stays in the store.
      expect(storedFiles()).toHaveLength(files);
      expect(partFiles()).toEqual([]);
    });

    it('refuses bad names, a missing file, another field, an unknown folder and an unknown type, localised', async () => {
      for (const [culture, name] of [
        ['tr', '../etc'],
        ['de', 'a/b'],
        ['en', '..'],
      ] as const) {
        expectError(
          await t.call({ method: 'POST', url: `${base()}/folders`, payload: { name }, token: tokens.admin, culture }),
          400,
          'DOCUMENT_NAME_INVALID',
          culture,
        );
      }
      const blank = await t.call({ method: 'POST', url: `${base()}/folders`, payload: { name: ' ' }, token: tokens.admin, culture: 'de' });
      expect(blank.status).toBe(400);
      expect(blank.body.code).toBe('VALIDATION_FAILED');
      const noFile = await t.call({ method: 'POST', url: `${base()}/files`, payload: { name: 'x' }, token: tokens.admin, culture: 'en' });
      expectError(noFile, 400, 'MULTIPART_REQUIRED', 'en');
      expectError(await upload(form('a.pdf', PDF, 'application/pdf', 'other'), { culture: 'de' }), 400, 'UNEXPECTED_FILE', 'de');
      const unknownFolder = await upload(form('a.pdf', PDF), { folderId: '00000000-0000-4000-8000-000000000000', culture: 'tr' });
      expectError(unknownFolder, 400, 'DOCUMENT_FOLDER_NOT_FOUND', 'tr');
      const type = await t.call({ method: 'GET', url: base('secrets'), token: tokens.admin, culture: 'de' });
      expect(type.status).toBe(400);
      expect(type.body.code).toBe('VALIDATION_FAILED');
      const rename = await t.call({
        method: 'PUT',
        url: `${base()}/files/not-a-uuid`,
        payload: { name: 'x' },
        token: tokens.admin,
        culture: 'en',
      });
      expect(rename.status).toBe(400);
    });

    it('answers 401 to anonymous callers and 403 without the permission; a dealer may read but not change', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const calls: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown }> = [
        { method: 'GET', url: base() },
        { method: 'GET', url: `${base()}/files/${id}` },
        { method: 'POST', url: `${base()}/files`, payload: form('a.pdf', PDF) },
        { method: 'PUT', url: `${base()}/files/${id}`, payload: { name: 'x' } },
        { method: 'DELETE', url: `${base()}/files/${id}` },
        { method: 'POST', url: `${base()}/folders`, payload: { name: 'x' } },
        { method: 'PUT', url: `${base()}/folders/${id}`, payload: { name: 'x' } },
        { method: 'DELETE', url: `${base()}/folders/${id}` },
      ];
      for (const c of calls) {
        expectError(await t.call({ ...c, payload: c.payload as never, culture: 'de' }), 401, 'UNAUTHORIZED', 'de');
        expectError(await t.call({ ...c, payload: c.payload as never, token: tokens.bare, culture: 'en' }), 403, 'FORBIDDEN', 'en');
      }
      for (const c of calls.slice(2)) {
        expectError(await t.call({ ...c, payload: c.payload as never, token: tokens.dealer, culture: 'tr' }), 403, 'FORBIDDEN', 'tr');
      }
      expectError(await upload(form('a.pdf', PDF), { token: tokens.dealer }), 403, 'FORBIDDEN', 'en');
    });
  });
});
