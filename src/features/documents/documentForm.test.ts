import { uploadMessages } from '../../rules/upload';
import { documentFormSchema } from './documentForm';

const file = (name: string, size = 100) => ({ name, size }) as File;
const messages = (values: Parameters<typeof documentFormSchema.safeParse>[0]) => {
  const parsed = documentFormSchema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('documentFormSchema', () => {
  it.each([
    ['no file and no description', null, '', ['file: ' + uploadMessages.fileRequired, 'description: ' + uploadMessages.descriptionRequired]],
    ['a type not allowed', file('program.exe'), 'Program', ['file: ' + uploadMessages.type]],
    ['a comma in the name', file('pass, kopia.pdf'), 'Pass', ['file: ' + uploadMessages.comma]],
    ['a file over 10 MB', file('pass.pdf', 10 * 1024 * 1024 + 1), 'Pass', ['file: ' + uploadMessages.size]],
    ['a description too long', file('pass.pdf'), 'x'.repeat(501), ['description: ' + uploadMessages.descriptionTooLong]],
    ['an allowed file with a description', file('pass.pdf'), 'Mitt pass', []],
  ])('%s', (_, chosen, description, expected) => {
    expect(messages({ file: chosen, description, documentTypeId: '1', regionId: '' })).toEqual(expected);
  });

  it('refuses a document type the server does not know', () => {
    expect(messages({ file: file('a.pdf'), description: 'A', documentTypeId: '9', regionId: '' })).toEqual(['documentTypeId: ' + uploadMessages.documentType]);
  });
});
