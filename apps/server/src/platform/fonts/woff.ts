import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Buffer;
}

/**
 * The TrueType/OpenType font inside a WOFF 1.0 file (W3C WOFF, §4–5): the same tables, each
 * inflated when stored compressed, behind a plain sfnt directory. WOFF is a lossless wrapper,
 * so the result is the font its makers built; FreeType as bundled with sharp reads only this.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER_BYTES || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('Not a WOFF 1.0 font');
  }
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = WOFF_HEADER_BYTES + i * WOFF_ENTRY_BYTES;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (stored.length !== compLength || data.length !== origLength) throw new Error('Truncated WOFF table');
    tables.push({ tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data });
  }

  // Binary-search hints of the sfnt directory (OpenType spec, 'Table Directory').
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY_BYTES;
  const header = Buffer.alloc(SFNT_HEADER_BYTES + numTables * SFNT_ENTRY_BYTES);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * SFNT_ENTRY_BYTES - searchRange, 10);

  // WOFF keeps the directory sorted by tag, as sfnt wants it; each table starts on 4 bytes.
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER_BYTES + i * SFNT_ENTRY_BYTES;
    header.writeUInt32BE(table.tag, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}
