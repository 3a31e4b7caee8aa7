// Which files we take, decided by their content (magic bytes, via file-type), never by the name or the browser's
// content type: spec 001 §5's jpg, jpeg, gif, png, tif/tiff, xls, xlsx, doc, docx and pdf.
import { fileTypeFromBuffer } from 'file-type';

/** How many leading bytes the detection reads: enough for an Office file's first zip entries. */
export const SNIFF_BYTES = 64 * 1024;

const BY_CONTENT: Record<string, string> = {
  'image/jpeg': 'image/jpeg',
  'image/gif': 'image/gif',
  'image/png': 'image/png',
  'image/tiff': 'image/tiff',
  'application/pdf': 'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

// Word 97–2003 (.doc) and Excel 97–2003 (.xls) are both an OLE compound file: the content says "compound file", and
// only then does the name's extension tell which of the two it is.
const COMPOUND_FILE_BY_EXTENSION: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
};

/** The media type we store the file under, or null when its content is none of the allowed types. */
export async function allowedMediaType(head: Uint8Array, fileName: string): Promise<string | null> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return null;
  if (detected.mime === 'application/x-cfb') {
    const ext = fileName.includes('.') ? (fileName.split('.').pop() ?? '').toLowerCase() : '';
    return COMPOUND_FILE_BY_EXTENSION[ext] ?? null;
  }
  return BY_CONTENT[detected.mime] ?? null;
}
