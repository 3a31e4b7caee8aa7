// The smallest files of each kind whose content file-type recognises, built in memory (no fixtures on disk), and the
// wrong ones the upload must refuse: for the tests, and for the demo seed's uploads (server/db/seed/profiles.ts).
import { crc32 } from 'node:zlib';

/** A zip with stored (uncompressed) entries, enough for file-type to read an Office file's parts. */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="${main}"/></Types>`;

const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
const jpeg = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64), Buffer.from('ffd9', 'hex')]);
const gif = Buffer.from('474946383961010001000000002c00000000010001000002003b', 'hex');
const tiff = Buffer.concat([Buffer.from('49492a0008000000', 'hex'), Buffer.from('0000', 'hex'), Buffer.alloc(8)]);
/** A real one-page PDF (ASCII, so its offsets are its bytes'): a browser's viewer opens it, e.g. in the back office's preview. */
function onePagePdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.7\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
const pdf = onePagePdf('Exempeldokument');
/** An OLE compound file's header: what Word 97–2003 and Excel 97–2003 files both begin with. */
const compound = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
const docx = zip([
  ['[Content_Types].xml', contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml')],
  ['word/document.xml', '<w:document/>'],
]);
const xlsx = zip([
  ['[Content_Types].xml', contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml')],
  ['xl/workbook.xml', '<workbook/>'],
]);

/** Every allowed kind: a file name, its content, and the media type the server must store it under. */
export const ALLOWED_SAMPLES: { name: string; content: Buffer; mediaType: string }[] = [
  { name: 'id.jpg', content: jpeg, mediaType: 'image/jpeg' },
  { name: 'id.jpeg', content: jpeg, mediaType: 'image/jpeg' },
  { name: 'id.gif', content: gif, mediaType: 'image/gif' },
  { name: 'id.png', content: png, mediaType: 'image/png' },
  { name: 'skanning.tif', content: tiff, mediaType: 'image/tiff' },
  { name: 'skanning.tiff', content: tiff, mediaType: 'image/tiff' },
  { name: 'budget.xls', content: compound, mediaType: 'application/vnd.ms-excel' },
  { name: 'budget.xlsx', content: xlsx, mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { name: 'intyg.doc', content: compound, mediaType: 'application/msword' },
  { name: 'intyg.docx', content: docx, mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { name: 'intyg.pdf', content: pdf, mediaType: 'application/pdf' },
];

/** A Windows program (MZ header and PE signature), whatever it is named. */
export const EXECUTABLE = (() => {
  const b = Buffer.alloc(512);
  b.write('MZ', 0);
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  b.writeUInt16LE(0x14c, 0x84);
  return b;
})();

export const SAMPLE_PDF = pdf;
export const SAMPLE_PNG = png;
