// CV files for the job-application tests: a PDF, a real .docx (a stored zip with Word's parts), a zip
// that is not Word, and plain text in disguise, all as the base64 the browser sends.
import * as zlib from 'node:zlib';
import { deflateRawSync } from 'node:zlib';

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
export const TEXT_BYTES = Buffer.from('Curriculum vitae\nMario Rossi\nHead chef, 12 years\n', 'utf8');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** Node's own CRC-32 where it has one (20.15 and later): the bomb's 60 MB would take seconds in the loop below. */
const nativeCrc32 = (zlib as unknown as { crc32?: (data: Buffer) => number }).crc32;

function crc32(bytes: Buffer): number {
  if (nativeCrc32) return nativeCrc32(bytes) >>> 0;
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip of the given files (deflated), written the way office suites write them. */
export function zip(files: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const data = deflateRawSync(raw);
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_PARTS = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels': '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  'word/document.xml': '<?xml version="1.0" encoding="UTF-8"?><w:document><w:body><w:p><w:r><w:t>Mario Rossi</w:t></w:r></w:p></w:body></w:document>',
};

export const DOCX_BYTES = zip(WORD_PARTS);

/** Word's parts but not the document itself: a hollow .docx. */
export const HOLLOW_DOCX_BYTES = zip({ '[Content_Types].xml': WORD_PARTS['[Content_Types].xml'], '_rels/.rels': WORD_PARTS['_rels/.rels'], 'word/styles.xml': '<w:styles/>' });

/** A real Word document plus an image part of `megabytes` MB of zeros: a few kB compressed, a bomb unpacked. */
export function bombDocx(megabytes: number): Buffer {
  return zip({ ...WORD_PARTS, 'word/media/image1.png': Buffer.alloc(megabytes * 1024 * 1024) });
}

/** A real Word document plus `count` empty parts. */
export function crowdedDocx(count: number): Buffer {
  const parts: Record<string, string> = { ...WORD_PARTS };
  for (let i = 0; i < count; i++) parts[`word/part${i}.xml`] = '';
  return zip(parts);
}

/** A zip, but not a Word document: no [Content_Types].xml, no word/ parts. */
export const PLAIN_ZIP_BYTES = zip({ 'notes.txt': 'Not a Word document' });

export const base64 = (bytes: Buffer): string => bytes.toString('base64');
