// Shows the notices of myPagesNotices.ts once per login, when the applicant enters my pages and the
// facts have loaded. They are warnings: they stay until closed, one at a time.
import { useEffect } from 'react';
import { myPagesNoticesShown, rememberMyPagesNoticesShown } from '../../app/toast/myPagesNoticesShown';
import { showToast } from '../../components/toast/toastStore';
import { useGetApplicantQuery, useGetApplicantWarningsAndBlocksQueryQuery, useGetIndicatorsQuery } from '../../graphql/__generated__/hooks';
import { myPagesNotices } from './myPagesNotices';

export function useMyPagesNotices(): void {
  const applicant = useGetApplicantQuery().data?.getApplicant.applicant;
  const indicatorsResult = useGetIndicatorsQuery().data?.getIndicators;
  const standingResult = useGetApplicantWarningsAndBlocksQueryQuery().data?.getApplicantWarningsAndBlocksQuery;

  const applicantId = applicant?.applicantId ?? null;
  // Wait for all three answers; a failed one counts as "nothing to say" rather than blocking the rest.
  const ready = applicantId !== null && indicatorsResult !== undefined && standingResult !== undefined;
  const blocks = standingResult?.warningsAndBlocks?.applicantMyPagesBlock;
  const hasQueueFee = indicatorsResult?.indicators?.hasQueueFee === true;
  const queueFeeValidToDate = applicant?.queueFeeValidToDate ?? null;

  useEffect(() => {
    if (!ready || applicantId === null || myPagesNoticesShown(applicantId)) return;
    rememberMyPagesNoticesShown(applicantId);
    for (const notice of myPagesNotices({ blocks: blocks ?? [], hasQueueFee, queueFeeValidToDate })) {
      showToast('warning', notice.message, notice.link ? { link: notice.link } : {});
    }
  }, [ready, applicantId, blocks, hasQueueFee, queueFeeValidToDate]);
}
