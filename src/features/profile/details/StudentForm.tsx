// The studies questionnaire (spec 001 §3 Student): whether the applicant studies, then the type of education and the
// study city (from getStudyLocations), both required, and whether newly admitted. The certificate is uploaded beside it.
import { ChoiceGroup, YES_NO_OPTIONS } from '../../../components/form/ChoiceGroup';
import { FormShell } from '../../../components/form/FormShell';
import { SelectField } from '../../../components/form/SelectField';
import { EDUCATION_TYPES, studentSchema, type StudentInput } from '../../../rules/profile';
import type { ChoiceOption } from '../../../components/form/ChoiceGroup';
import { studentInput } from './detailsValues';
import { detailsTexts as t } from './detailsTexts';
import { useSaveStudent } from './profileMutations';
import { useQuestionnaireForm } from './useQuestionnaireForm';

export const STUDENT_FIELD_IDS = {
  student: 'student-student',
  typeOfEducation: 'student-type-of-education',
  studyLocationId: 'student-study-location',
  newlyAdmitted: 'student-newly-admitted',
} as const;

const educationTypes = EDUCATION_TYPES.map(({ id, label }) => ({ value: id, label }));

export function StudentForm({ initial, studyLocations }: { initial: StudentInput; studyLocations: readonly ChoiceOption[] }) {
  const save = useSaveStudent();
  const { form, fieldProps, shellProps } = useQuestionnaireForm({
    schema: studentSchema,
    defaultValues: initial,
    fieldIds: STUDENT_FIELD_IDS,
    save: (v) => save(studentInput(v)),
  });
  const { watch } = form;
  return (
    <FormShell {...shellProps} submitLabel={t.save}>
      <ChoiceGroup legend={t.student.student} options={YES_NO_OPTIONS} {...fieldProps('student')} />
      {watch('student') === 'true' && (
        <>
          <ChoiceGroup legend={t.student.typeOfEducation} options={educationTypes} {...fieldProps('typeOfEducation')} />
          <SelectField
            label={t.student.studyLocation}
            placeholder={t.choose}
            options={studyLocations}
            {...fieldProps('studyLocationId')}
          />
          <div className="checkbox">
            <input className="checkbox__input" type="checkbox" id={STUDENT_FIELD_IDS.newlyAdmitted} {...form.register('newlyAdmitted')} />
            <label className="checkbox__label" htmlFor={STUDENT_FIELD_IDS.newlyAdmitted}>
              {t.student.newlyAdmitted}
            </label>
          </div>
        </>
      )}
    </FormShell>
  );
}
