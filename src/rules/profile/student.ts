// The studies questionnaire (spec 001 §3 Student, §5): whether the applicant studies, and then the type of
// education and the study city (from getStudyLocations), both required, and whether newly admitted.
import { z } from '../zod';
import { choice, input, optionalFlag, readId, yesNo, type IdInput } from './fields';

export const EDUCATION_TYPES = [
  { id: 'UNIVERSITY', label: 'Universitet eller högskola' },
  { id: 'VOCATIONAL', label: 'Yrkeshögskola' },
  { id: 'OTHER', label: 'Annat' },
] as const;
export type EducationTypeId = (typeof EDUCATION_TYPES)[number]['id'];

export const studentMessages = {
  typeOfEducationRequired: 'Du måste välja typ av utbildning',
  studyLocationRequired: 'Du måste välja studieort',
} as const;

const educationType = choice(
  EDUCATION_TYPES.map((t) => t.id),
  studentMessages.typeOfEducationRequired,
);

export const studentSchema = z
  .object({
    student: yesNo(),
    typeOfEducation: input<EducationTypeId | '' | null | undefined>(),
    studyLocationId: input<IdInput>(),
    newlyAdmitted: optionalFlag(),
  })
  .superRefine((v, ctx) => {
    if (!v.student) return;
    if (!educationType.safeParse(v.typeOfEducation).success) {
      ctx.addIssue({ code: 'custom', path: ['typeOfEducation'], message: studentMessages.typeOfEducationRequired });
    }
    if (readId(v.studyLocationId) === null) ctx.addIssue({ code: 'custom', path: ['studyLocationId'], message: studentMessages.studyLocationRequired });
  })
  .transform((v) =>
    v.student
      ? { student: true, typeOfEducation: v.typeOfEducation as EducationTypeId, studyLocationId: readId(v.studyLocationId), newlyAdmitted: v.newlyAdmitted }
      : { student: false, typeOfEducation: null, studyLocationId: null, newlyAdmitted: false },
  );

export type StudentInput = z.input<typeof studentSchema>;
export type Student = z.output<typeof studentSchema>;
