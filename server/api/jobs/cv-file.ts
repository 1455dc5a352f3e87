// A CV is judged by its bytes, not its name: a .pdf must start with the PDF header and a .docx must be
// a real Word zip (local-file signature, a readable central directory listing [Content_Types].xml and
// word/document.xml). The base64 text is measured before it is decoded, so an oversized file costs nothing;
// a .docx's entry count and total uncompressed size are read from its central directory and capped
// (UPLOADS) before it is accepted, so a zip bomb is refused without inflating a byte. The zip is read by
// the few lines below rather than a library: only the directory's fixed-offset fields are needed, nothing
// is ever decompressed, and ZIP64 sizes (0xFFFFFFFF) simply exceed the caps. The name a CV is stored
// under is its file name made safe (storedCvName).
import { FORMS, UPLOADS } from '@tavola/core/constants';

/** The largest CV accepted, decoded: 5 MB (core's UPLOADS, which the site's form without script reads too). */
export const CV_MAX_BYTES = UPLOADS.cvMaxBytes;

export const CV_CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export type CvKind = keyof typeof CV_CONTENT_TYPES;

export type CvCheck =
  | { ok: true; kind: CvKind; contentType: string; bytes: Buffer }
  | { ok: false; reason: 'notBase64' | 'tooLarge' | 'notPdf' | 'notDocx' | 'unpackedTooLarge' | 'unknownType' };

const DATA_URL_PREFIX = /^data:[\w.+-]+\/[\w.+-]+;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The decoded size of padded base64 text, without decoding it. */
export function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

export function cvKindOf(fileName: string): CvKind | undefined {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.pdf')) return 'pdf';
  if (lower.endsWith('.docx')) return 'docx';
  return undefined;
}

/** Checks a CV sent as base64 (optionally as a data: URL) against the kind its file name claims. */
export function checkCv(fileName: string, content: string): CvCheck {
  const kind = cvKindOf(fileName);
  if (kind === undefined) return { ok: false, reason: 'unknownType' };
  // Browsers' FileReader gives a data: URL; line breaks come from MIME-style encoders.
  const base64 = content.replace(DATA_URL_PREFIX, '').replace(/[\r\n]/g, '');
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64)) return { ok: false, reason: 'notBase64' };
  if (decodedLength(base64) > CV_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  const bytes = Buffer.from(base64, 'base64');
  if (kind === 'pdf' && !isPdf(bytes)) return { ok: false, reason: 'notPdf' };
  if (kind === 'docx') {
    const directory = zipDirectory(bytes);
    if (directory === undefined || !isWordDirectory(directory)) return { ok: false, reason: 'notDocx' };
    if (directory.entries.length > UPLOADS.docxMaxEntries || directory.uncompressedBytes > UPLOADS.docxMaxUncompressedBytes) {
      return { ok: false, reason: 'unpackedTooLarge' };
    }
  }
  return { ok: true, kind, contentType: CV_CONTENT_TYPES[kind], bytes };
}

export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

const LOCAL_FILE_SIGNATURE = 0x04034b50;
const CENTRAL_DIRECTORY_SIGNATURE = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY_SIGNATURE = 0x06054b50;
const END_RECORD_LENGTH = 22;
const MAX_ZIP_COMMENT = 0xffff;
const CENTRAL_HEADER_LENGTH = 46;

/** A Word document: a zip whose entries include [Content_Types].xml and the document itself, word/document.xml. */
export function isDocx(bytes: Buffer): boolean {
  const directory = zipDirectory(bytes);
  return directory !== undefined && isWordDirectory(directory);
}

function isWordDirectory(directory: ZipDirectory): boolean {
  const names = directory.entries.map((entry) => entry.name);
  return names.includes('[Content_Types].xml') && names.includes('word/document.xml');
}

export interface ZipDirectory {
  entries: Array<{ name: string; uncompressedBytes: number }>;
  /** The entries' uncompressed sizes added up, as the directory states them. */
  uncompressedBytes: number;
}

/** The entry names of a zip's central directory, or undefined when the bytes are not a readable zip. */
export function zipEntryNames(bytes: Buffer): string[] | undefined {
  return zipDirectory(bytes)?.entries.map((entry) => entry.name);
}

/**
 * A zip's central directory: each entry's name and stated uncompressed size, read without decompressing
 * anything; undefined when the bytes are not a readable zip. Reading stops past UPLOADS.docxMaxEntries + 1
 * entries: more is refused whatever they hold.
 */
export function zipDirectory(bytes: Buffer): ZipDirectory | undefined {
  if (bytes.length < END_RECORD_LENGTH + 4 || bytes.readUInt32LE(0) !== LOCAL_FILE_SIGNATURE) return undefined;
  const end = findEndRecord(bytes);
  if (end === undefined) return undefined;
  const entryCount = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (directoryOffset + directorySize > end) return undefined;
  const entries: ZipDirectory['entries'] = [];
  let uncompressedBytes = 0;
  let at = directoryOffset;
  for (let i = 0; i < Math.min(entryCount, UPLOADS.docxMaxEntries + 1); i++) {
    if (at + CENTRAL_HEADER_LENGTH > end || bytes.readUInt32LE(at) !== CENTRAL_DIRECTORY_SIGNATURE) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const next = at + CENTRAL_HEADER_LENGTH + nameLength + extraLength + commentLength;
    if (next > end) return undefined;
    const size = bytes.readUInt32LE(at + 24);
    entries.push({ name: bytes.subarray(at + CENTRAL_HEADER_LENGTH, at + CENTRAL_HEADER_LENGTH + nameLength).toString('utf8'), uncompressedBytes: size });
    uncompressedBytes += size;
    at = next;
  }
  return { entries, uncompressedBytes };
}

/** The end-of-central-directory record sits in the last 22 bytes plus at most a 64 KB comment. */
function findEndRecord(bytes: Buffer): number | undefined {
  const earliest = Math.max(0, bytes.length - END_RECORD_LENGTH - MAX_ZIP_COMMENT);
  for (let at = bytes.length - END_RECORD_LENGTH; at >= earliest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY_SIGNATURE) {
      const commentLength = bytes.readUInt16LE(at + 20);
      if (at + END_RECORD_LENGTH + commentLength === bytes.length) return at;
    }
  }
  return undefined;
}

/**
 * The name a CV is stored under: the last part of the name as sent (no folders: nothing up to a last slash or backslash), without
 * control, format or bidirectional characters, spaces collapsed, at most FORMS.resumeNameMaxLength
 * characters with its extension kept; 'cv' when nothing is left of the base name.
 */
export function storedCvName(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\p{Cf}\p{Co}\p{Cs}]/gu, '').replace(/\s+/gu, ' ').trim();
  const dot = clean.lastIndexOf('.');
  const extension = dot >= 0 ? clean.slice(dot).toLowerCase() : '';
  let stem = (dot >= 0 ? clean.slice(0, dot) : clean).replace(/^[.\s]+|[.\s]+$/g, '');
  const room = FORMS.resumeNameMaxLength - extension.length;
  if (Array.from(stem).length > room) stem = Array.from(stem).slice(0, room).join('').trim();
  return `${stem === '' ? 'cv' : stem}${extension}`;
}
