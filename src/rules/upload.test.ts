import { DOCUMENT_DESCRIPTION_MAX, documentUploadSchema, fileNameProblem, UPLOAD_MAX_BYTES, uploadMessages as m, uploadProblem } from './upload';

describe('uploadProblem', () => {
  it.each([
    [{ name: 'pass.pdf', size: 1000 }, null],
    [{ name: 'BILD.JPG', size: 1000 }, null],
    [{ name: 'scan.tiff', size: UPLOAD_MAX_BYTES }, null],
    [null, m.fileRequired],
    [{ name: 'a,b.pdf', size: 10 }, m.comma],
    [{ name: 'virus.exe', size: 10 }, m.type],
    [{ name: 'noextension', size: 10 }, m.type],
    [{ name: 'stor.pdf', size: UPLOAD_MAX_BYTES + 1 }, m.size],
    [{ name: 'tom.pdf', size: 0 }, m.size],
  ])('%o → %s', (file, problem) => {
    expect(uploadProblem(file)).toBe(problem);
  });
});

describe('uploadMessages', () => {
  // The spec has no text for a wrong type: this one is ours (docs/decisions.md, issue 11), naming what is allowed.
  it('tells a wrong type with the allowed ones named', () => {
    expect(m.type).toBe('Otillåten filtyp. Tillåtna filtyper är jpg, jpeg, gif, png, tif, tiff, xls, xlsx, doc, docx, pdf');
  });

  it('uses the spec’s texts word for word', () => {
    expect(m.size).toBe('Otillåten filstorlek, tillåten storlek är 10mb');
    expect(m.fileRequired).toBe('Du måste ange en fil');
    expect(m.descriptionRequired).toBe('Du måste ange en beskrivning');
    expect(m.comma).toBe('Filnamnet får inte innehålla kommatecken');
  });
});

describe('fileNameProblem', () => {
  it.each([
    ['intyg.pdf', null],
    ['', m.fileRequired],
    [null, m.fileRequired],
    ['a,b.pdf', m.comma],
    ['program.exe', m.type],
    ['../../etc/passwd', m.type],
  ])('%o → %s', (name, problem) => {
    expect(fileNameProblem(name)).toBe(problem);
  });
});

describe('documentUploadSchema', () => {
  const parse = (fields: Record<string, string>) => documentUploadSchema.safeParse(fields);
  const firstMessage = (fields: Record<string, string>) => {
    const r = parse(fields);
    return r.success ? null : r.error.issues[0]?.message;
  };

  it('takes a description and makes a document without a type "other"', () => {
    expect(parse({ description: ' Lönebesked ' }).data).toEqual({ description: 'Lönebesked', documentTypeId: 'OTHER', regionId: undefined });
  });

  it.each([
    ['1', 'IDENTIFICATION'],
    ['2', 'STUDY_CERTIFICATE'],
    ['3', 'ECONOMIC_SUPPORT'],
    ['4', 'OTHER'],
  ])('documentTypeId %s is %s', (id, type) => {
    expect(parse({ description: 'x', documentTypeId: id }).data?.documentTypeId).toBe(type);
  });

  it('keeps the municipality only with an economic-support decision', () => {
    expect(parse({ description: 'x', documentTypeId: '3', regionId: '12' }).data?.regionId).toBe(12);
    expect(parse({ description: 'x', documentTypeId: '4', regionId: '12' }).data?.regionId).toBeUndefined();
  });

  it.each([
    [{}, m.descriptionRequired],
    [{ description: '   ' }, m.descriptionRequired],
    [{ description: 'x'.repeat(DOCUMENT_DESCRIPTION_MAX + 1) }, m.descriptionTooLong],
    [{ description: 'x', documentTypeId: '9' }, m.documentType],
    [{ description: 'x', documentTypeId: 'id' }, m.documentType],
    [{ description: 'x', documentTypeId: '3', regionId: 'Uppsala' }, m.region],
  ])('%o → %s', (fields, message) => {
    expect(firstMessage(fields)).toBe(message);
  });

  it('allows a description of exactly the limit', () => {
    expect(firstMessage({ description: 'x'.repeat(DOCUMENT_DESCRIPTION_MAX) })).toBeNull();
  });
});
