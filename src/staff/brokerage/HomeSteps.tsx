// The steps taken for the whole home: close the interest period (ranks everyone), invite the best placed to a showing
// (the shared invite rule: how many, when, mandatory or digital), cancel the showing, start the check of the next in
// line. Closing and inviting are asked first (ConfirmDialog); each ends with a toast and the table read again.
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { outcomeOf } from '../../components/form/saveOutcome';
import { useSaveAction } from '../../components/form/useSaveAction';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { inviteSchema, type InviteInput } from '../../rules/brokerage';
import type { z } from '../../rules/zod';
import { useStaffCancelShowingMutation } from '../../../operations/staff/brokerage/__generated__/StaffCancelShowing';
import { useStaffClosePeriodMutation } from '../../../operations/staff/brokerage/__generated__/StaffClosePeriod';
import { useStaffInviteToShowingMutation } from '../../../operations/staff/brokerage/__generated__/StaffInviteToShowing';
import { useStaffStartCheckMutation } from '../../../operations/staff/brokerage/__generated__/StaffStartCheck';
import { brokerageTexts as t } from './brokerageTexts';
import { refetchPipeline, type Pipeline } from './pipeline';
import { useConfirm } from './useConfirm';

const inviteIds = { topN: 'invite-top-n', starts: 'invite-starts', ends: 'invite-ends', mandatory: 'invite-mandatory', digital: 'invite-digital' } as const;

export function HomeSteps({ pipeline }: { pipeline: Pipeline }) {
  const { listing } = pipeline;
  const rentalObjectId = listing.rentalObjectId;
  const [closePeriod] = useStaffClosePeriodMutation(refetchPipeline);
  const [cancelShowing] = useStaffCancelShowingMutation(refetchPipeline);
  const [startCheck] = useStaffStartCheckMutation(refetchPipeline);
  const action = useSaveAction();
  const { ask, dialog } = useConfirm();

  const close = async () => {
    if (!(await ask(t.closePeriodTitle, t.closePeriodText))) return;
    await action.save(() => outcomeOf(async () => (await closePeriod({ variables: { rentalObjectId } })).data?.staffClosePeriod), t.closed);
  };
  const cancel = async () => {
    if (!(await ask(t.cancelShowingTitle, t.cancelShowingText))) return;
    await action.save(() => outcomeOf(async () => (await cancelShowing({ variables: { rentalObjectId } })).data?.staffCancelShowing), t.canceled);
  };
  const check = () => action.save(() => outcomeOf(async () => (await startCheck({ variables: { rentalObjectId } })).data?.staffStartCheck), t.checkStarted);

  return (
    <section className="brokerage-steps" aria-labelledby="brokerage-steps" aria-busy={action.busy || undefined}>
      <h2 id="brokerage-steps">{t.stepsTitle}</h2>
      {listing.state === 'OPEN' && <p>{t.open(listing.lastReplyDate)}</p>}
      {listing.state === 'PERIOD_PASSED' && (
        <p>
          <button type="button" className="button" onClick={() => void close()}>
            {t.closePeriod}
          </button>
        </p>
      )}
      {listing.state === 'IN_BROKERAGE' && (
        <>
          <InviteForm rentalObjectId={rentalObjectId} ask={ask} />
          <div className="brokerage-steps__buttons">
            <button type="button" className="button button--secondary" onClick={() => void cancel()}>
              {t.cancelShowing}
            </button>
            <button type="button" className="button" onClick={() => void check()}>
              {t.startCheck}
            </button>
          </div>
        </>
      )}
      {dialog}
    </section>
  );
}

function InviteForm({ rentalObjectId, ask }: { rentalObjectId: string; ask: (title: string, text: string) => Promise<boolean> }) {
  const [invite] = useStaffInviteToShowingMutation(refetchPipeline);
  const { fieldProps, shellProps } = useSubmitForm<InviteInput, z.output<typeof inviteSchema>>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { topN: '10', starts: '', ends: '', mandatory: false, digital: false },
    fieldIds: inviteIds,
    save: async ({ topN, starts, ends, mandatory, digital }) => {
      if (!(await ask(t.inviteConfirmTitle, t.inviteConfirmText(topN)))) return undefined;
      return outcomeOf(
        async () => (await invite({ variables: { rentalObjectId, showing: { topN, starts: starts.toISOString(), ends: ends.toISOString(), mandatory, digital } } })).data?.staffInviteToShowing,
      );
    },
    successMessage: t.invited,
  });
  return (
    <section aria-labelledby="brokerage-invite">
      <h3 id="brokerage-invite">{t.inviteTitle}</h3>
      <FormShell {...shellProps} submitLabel={t.invite}>
        <TextField label={t.topN} description={t.topNHint} type="number" inputMode="numeric" min={1} {...fieldProps('topN')} />
        <TextField label={t.starts} type="datetime-local" {...fieldProps('starts')} />
        <TextField label={t.ends} type="datetime-local" {...fieldProps('ends')} />
        <CheckboxField label={t.mandatory} {...fieldProps('mandatory')} />
        <CheckboxField label={t.digital} {...fieldProps('digital')} />
      </FormShell>
    </section>
  );
}
