// The allowed types are decided by content: each allowed kind is taken under its real media type, and a program or a
// text renamed to an allowed name is not.
import { allowedMediaType } from './file-kind';
import { ALLOWED_SAMPLES, EXECUTABLE, SAMPLE_PDF, SAMPLE_PNG } from './sample-files';

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
    ['a compound file named neither .doc nor .xls', ALLOWED_SAMPLES.find((s) => s.name === 'intyg.doc')!.content, 'intyg.msg'],
  ])('refuses %s', async (_what, content, name) => {
    expect(await allowedMediaType(content, name)).toBeNull();
  });

  it('goes by content, not by the name: a PDF named .png is stored as a PDF', async () => {
    expect(await allowedMediaType(SAMPLE_PDF, 'bild.png')).toBe('application/pdf');
    expect(await allowedMediaType(SAMPLE_PNG, 'utan-filändelse')).toBe('image/png');
  });
});
