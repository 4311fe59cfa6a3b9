import { DOCUMENT_EXTENSIONS, DOCUMENT_NAME_MAX, type DocumentExtension } from '@dealerport/contract';
import { AppError } from '../../lib/app-error';

/**
 * The rules of a document's name and bytes (ADR 0042), pure. A name is only ever a column (the bytes are
 * stored under a generated key), so these rules are about what a person and a file system that saves the
 * download can live with: no path separators or characters Windows refuses, no control characters, not
 * "." or "..", NFC, at most DOCUMENT_NAME_MAX characters.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a name may not hold
const FORBIDDEN = /[/\\:*?"<>|\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

/** A name typed by an administrator (rename, new folder): refused when it breaks a rule. */
export function checkedName(raw: string): string {
  const name = raw.normalize('NFC').trim();
  if (!name || name === '.' || name === '..' || FORBIDDEN.test(name) || name.length > DOCUMENT_NAME_MAX || name.endsWith('.')) {
    throw new AppError('DOCUMENT_NAME_INVALID', { name: raw.slice(0, DOCUMENT_NAME_MAX) });
  }
  return name;
}

/**
 * The name of an uploaded file as the browser sent it, made acceptable rather than refused: only its last
 * path segment, forbidden characters as "_", blanks collapsed, leading dots dropped, shortened keeping
 * the extension.
 */
export function sanitisedUploadName(raw: string): string {
  const last = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = last.replace(new RegExp(FORBIDDEN.source, 'g'), '_').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').replace(/\.+$/, '');
  if (name.length > DOCUMENT_NAME_MAX) {
    const ext = extensionOf(name);
    const keep = ext ? ext.length + 1 : 0;
    name = `${name.slice(0, DOCUMENT_NAME_MAX - keep).trimEnd()}${ext ? `.${ext}` : ''}`;
  }
  return name;
}

/** The extension of a name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The name as compared for uniqueness in a folder: lower case, with Turkish dotted and dotless i as one
 * letter (LISTE, liste and lıste are the same name to a person).
 */
export const nameKey = (name: string) => name.normalize('NFC').toLocaleLowerCase('tr').replace(/ı/g, 'i');

/** A renamed file keeps its extension: added when the new name leaves it out. */
export function withExtension(name: string, extension: string): string {
  return extensionOf(name) === extension ? name : `${name}.${extension}`;
}

const startsWith = (head: Buffer, bytes: number[]) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Whether the first bytes are what the extension says (a renamed .exe is no PDF). */
function bytesMatch(ext: DocumentExtension, head: Buffer): boolean {
  switch (ext) {
    case 'pdf':
      return head.subarray(0, 1024).includes('%PDF-');
    case 'xlsx':
    case 'docx':
    case 'pptx':
      return startsWith(head, ZIP);
    case 'zip':
      return startsWith(head, ZIP) || startsWith(head, EMPTY_ZIP);
    case 'xls':
    case 'doc':
      return startsWith(head, OLE);
    case 'csv':
      // Text: no NUL byte (UTF-16 and binaries have them), something in it.
      return head.length > 0 && !head.includes(0);
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'webp':
      return head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP';
    case 'gif':
      return head.toString('latin1', 0, 6) === 'GIF87a' || head.toString('latin1', 0, 6) === 'GIF89a';
  }
}

const ALLOWED = Object.keys(DOCUMENT_EXTENSIONS).join(', ');
const isAllowed = (ext: string): ext is DocumentExtension => Object.hasOwn(DOCUMENT_EXTENSIONS, ext);

/** The extension of an upload whose name is allowed, else DOCUMENT_TYPE_NOT_ALLOWED. */
export function allowedExtension(fileName: string): DocumentExtension {
  const ext = extensionOf(fileName);
  if (!isAllowed(ext)) throw new AppError('DOCUMENT_TYPE_NOT_ALLOWED', { filename: fileName, allowed: ALLOWED });
  return ext;
}

/** Refuses bytes that are not what the extension says. */
export function checkBytes(fileName: string, ext: DocumentExtension, head: Buffer): void {
  if (!bytesMatch(ext, head)) throw new AppError('DOCUMENT_TYPE_NOT_ALLOWED', { filename: fileName, allowed: ALLOWED });
}

export const contentTypeOf = (ext: DocumentExtension) => DOCUMENT_EXTENSIONS[ext];
export const isDocumentExtension = isAllowed;
