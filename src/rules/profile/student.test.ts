import { profileMessages } from './fields';
import { studentMessages as m, studentSchema } from './student';
import { problemsOf } from './testing';

const studying = { student: 'true', typeOfEducation: 'UNIVERSITY', studyLocationId: '3', newlyAdmitted: 'true' };

describe('studies', () => {
  it('accepts a student with an education type and a study city', () => {
    expect(studentSchema.parse(studying)).toEqual({ student: true, typeOfEducation: 'UNIVERSITY', studyLocationId: 3, newlyAdmitted: true });
  });

  it('forgets the study details of someone who does not study', () => {
    expect(studentSchema.parse({ ...studying, student: false })).toEqual({ student: false, typeOfEducation: null, studyLocationId: null, newlyAdmitted: false });
  });

  it('takes an unticked newly admitted box as no', () => {
    expect(studentSchema.parse({ ...studying, newlyAdmitted: undefined }).newlyAdmitted).toBe(false);
  });

  it.each([
    [{}, [`student: ${profileMessages.choiceRequired}`]],
    [{ student: 'true' }, [`typeOfEducation: ${m.typeOfEducationRequired}`, `studyLocationId: ${m.studyLocationRequired}`]],
    [{ ...studying, typeOfEducation: '' }, [`typeOfEducation: ${m.typeOfEducationRequired}`]],
    [{ ...studying, typeOfEducation: 'GYMNASIUM' }, [`typeOfEducation: ${m.typeOfEducationRequired}`]],
    [{ ...studying, studyLocationId: '' }, [`studyLocationId: ${m.studyLocationRequired}`]],
    [{ ...studying, studyLocationId: '0' }, [`studyLocationId: ${m.studyLocationRequired}`]],
    [{ ...studying, studyLocationId: 'Uppsala' }, [`studyLocationId: ${m.studyLocationRequired}`]],
    [{ ...studying, typeOfEducation: 'VOCATIONAL', studyLocationId: 7 }, []],
    [{ ...studying, typeOfEducation: 'OTHER' }, []],
    [{ student: 'false' }, []],
  ])('%o → %o', (input, problems) => {
    expect(problemsOf(studentSchema, input)).toEqual(problems);
  });
});
