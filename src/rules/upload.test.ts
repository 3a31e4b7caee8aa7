import { UPLOAD_MAX_BYTES, uploadMessages as m, uploadProblem } from './upload';

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
