// The allowed types are decided by content: each allowed kind is taken under its real media type, and a program or a
// text renamed to an allowed name is not.
import { allowedMediaType } from './file-kind';
import { ALLOWED_SAMPLES, EXECUTABLE, SAMPLE_PDF, SAMPLE_PNG } from './sample-files';

/** Word and Excel 97–2003 files are both an OLE compound file: only the name's extension tells them apart. */
const COMPOUND_FILE = ALLOWED_SAMPLES.find((s) => s.name === 'intyg.doc')!.content;

describe('allowedMediaType', () => {
  it.each(ALLOWED_SAMPLES)('takes $name as $mediaType', async ({ name, content, mediaType }) => {
    expect(await allowedMediaType(content, name)).toBe(mediaType);
  });

  it.each([
    ['an executable renamed .pdf', EXECUTABLE, 'intyg.pdf'],
    ['an executable renamed .png', EXECUTABLE, 'id.png'],
    ['plain text named .pdf', Buffer.from('inte en pdf'), 'intyg.pdf'],
    ['an empty file', Buffer.alloc(0), 'intyg.pdf'],
    ['a zip that is no Office file', Buffer.from('504b0304140000000000', 'hex'), 'intyg.docx'],
    ['a compound file named neither .doc nor .xls (Outlook’s .msg)', COMPOUND_FILE, 'intyg.msg'],
    ['a compound file named as an installer (.msi)', COMPOUND_FILE, 'setup.msi'],
    ['a compound file without an extension', COMPOUND_FILE, 'intyg'],
  ])('refuses %s', async (_what, content, name) => {
    expect(await allowedMediaType(content, name)).toBeNull();
  });

  it('takes a compound file named .doc as Word and named .xls as Excel, whatever the case of the extension', async () => {
    expect(await allowedMediaType(COMPOUND_FILE, 'intyg.DOC')).toBe('application/msword');
    expect(await allowedMediaType(COMPOUND_FILE, 'budget.Xls')).toBe('application/vnd.ms-excel');
  });

  it('goes by content, not by the name: a PDF named .png is stored as a PDF', async () => {
    expect(await allowedMediaType(SAMPLE_PDF, 'bild.png')).toBe('application/pdf');
    expect(await allowedMediaType(SAMPLE_PNG, 'utan-filändelse')).toBe('image/png');
  });
});
