// An interest registration as the applications page shows it (spec 001 §3): its stage in words, where it is listed,
// the queue place with its one-line reason, every status flag, and what the applicant may do with it now. Pure: the
// service reads what it needs (the others on the home, the place, the home) and this puts it together.
import { queuePlaceReasonText, type RankReason } from '../../src/rules/queuePlace';
import {
  awaitsOfferAnswer,
  endTexts,
  othersOnHome,
  stageNames,
  statusFlags,
  tabOf,
  withdrawRefusal,
  type ApplicationTab,
  type Stage,
  type StatusFlags,
} from '../domain/application-stages';
import type { RentalObjectView } from '../listings/rental-object-view';
import { stateOf, type ApplicationRow } from './application-state';

export interface ApplicationView extends StatusFlags {
  applicationId: number;
  rentalObjectId: string;
  rentalObject: RentalObjectView;
  tab: ApplicationTab;
  stage: Stage;
  stageText: string;
  endText: string | null;
  registeredAt: Date;
  queuePlace: number | null;
  totalApplications: number;
  queuePlaceReason: string | null;
  coApplicants: { applicantId: number; name: string; confirmed: boolean }[];
  showingAnswer: string | null;
  showingIsMandatory: boolean;
  hasDigitalShowing: boolean;
  canAnswer: boolean;
  unmetRequirements: string[];
  canDelete: boolean;
  cantDeleteMessage: string | null;
}

/** What the view needs besides the row, read by the service for a whole page at once. */
export interface ViewContext {
  now: Date;
  rentalObject: RentalObjectView;
  /** The others on the same home in the stages the flags look at. */
  others: readonly { applicationId: number; stage: Stage }[];
  place: { queuePlace: number | null; totalApplications: number; reason: RankReason | null };
  coApplicant: { applicantId: number; name: string } | null;
  /** The applicant's or the co-applicant's details must be brought up to date (the profile indicators). */
  applicantMustUpdate: boolean;
  coApplicantMustUpdate: boolean;
  needToUpdateCertifications: boolean;
}

const capitalised = (s: string) => s.charAt(0).toLocaleUpperCase('sv') + s.slice(1);

export function toApplicationView(row: ApplicationRow, ctx: ViewContext): ApplicationView {
  const state = stateOf(row);
  const flags = statusFlags(state, {
    now: ctx.now,
    others: othersOnHome(ctx.others, row.applicationId),
    needToUpdateCertifications: ctx.needToUpdateCertifications,
    applicantMustUpdate: ctx.applicantMustUpdate,
    coApplicantMustUpdate: ctx.coApplicantMustUpdate,
  });
  const cantDelete = withdrawRefusal(state.stage);
  return {
    ...flags,
    applicationId: row.applicationId,
    rentalObjectId: row.rentalObjectId,
    rentalObject: ctx.rentalObject,
    // A withdrawn registration is deleted, so it is never read: every row has a tab.
    tab: tabOf(state.stage) ?? 'applications',
    stage: state.stage,
    stageText: capitalised(stageNames[state.stage]),
    endText: state.endReason ? endTexts[state.endReason] : null,
    registeredAt: row.createdAt,
    queuePlace: ctx.place.queuePlace,
    totalApplications: ctx.place.totalApplications,
    queuePlaceReason: ctx.place.reason ? queuePlaceReasonText(ctx.place.reason) : null,
    coApplicants: ctx.coApplicant ? [{ ...ctx.coApplicant, confirmed: true }] : [],
    showingAnswer: state.showingAnswer,
    showingIsMandatory: state.showing?.mandatory ?? ctx.rentalObject.showingIsMandatory,
    hasDigitalShowing: state.showing?.digital ?? ctx.rentalObject.hasDigitalShowing,
    canAnswer: awaitsOfferAnswer(state, ctx.now),
    unmetRequirements: state.unmetRequirements,
    canDelete: cantDelete === null,
    cantDeleteMessage: cantDelete,
  };
}
