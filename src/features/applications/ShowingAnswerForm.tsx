// The answer to a showing invitation (saveShowing: YES, NO or NO_BUT_STILL_INTERESTED), offered only while the
// registration says canChangeAnswer; the current answer is chosen from the start. A mandatory showing has no 'no,
// but still interested' (the server refuses it: without the showing there is no home).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '../../rules/zod';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';
import { FormShell } from '../../components/form/FormShell';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { InterestAnswer } from '../../graphql/__generated__/hooks';
import { applicationToasts, useSaveShowing } from './applicationMutations';
import { showingAnswerTexts as t } from './applicationTexts';

const ANSWERS = [InterestAnswer.Yes, InterestAnswer.No, InterestAnswer.NoButStillInterested] as const;
const schema = z.object({
  // Nothing chosen yet is '' (no radio checked).
  answer: z.union([z.enum(ANSWERS), z.literal('')]).refine((v): v is InterestAnswer => v !== '', t.required),
});
type Values = z.input<typeof schema>;

export interface ShowingAnswerFormProps {
  applicationId: number;
  rentalObjectId: string;
  current: InterestAnswer | null;
  mandatory: boolean;
  onSaved: () => void;
}

export function ShowingAnswerForm({ applicationId, rentalObjectId, current, mandatory, onSaved }: ShowingAnswerFormProps) {
  const saveShowing = useSaveShowing();
  const { fieldProps, shellProps } = useSubmitForm<Values, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { answer: current ?? '' },
    fieldIds: { answer: `showing-answer-${applicationId}` },
    save: (values) => saveShowing(rentalObjectId, values.answer as InterestAnswer),
    successMessage: applicationToasts.showingSaved,
    serverErrorsOnFields: false,
    onSaved,
  });
  return (
    <FormShell {...shellProps} submitLabel={t.save} className="application-card__form">
      <ChoiceGroup legend={t.legend} options={mandatory ? t.options.filter((o) => o.value !== InterestAnswer.NoButStillInterested) : t.options} {...fieldProps('answer')} />
    </FormShell>
  );
}
