// Test data of the applications area: a registration as getApplications gives it (every flag off unless asked for)
// and a page of them as a mocked getApplications answer; used by the area's component tests.
import { ApplicationStage, ApplicationTab, GetApplicationsDocument } from '../../graphql/__generated__/hooks';

export const envelope = { error: false, errorText: null, validationErrors: [] };

export function testApplication(n: number, tab: ApplicationTab = ApplicationTab.Applications) {
  return {
    __typename: 'Application',
    applicationId: n,
    rentalObjectId: `RO${n}`,
    rentalObject: {
      __typename: 'RentalObject',
      rentalObjectId: `RO${n}`,
      street: `Storgatan ${n}`,
      districtName: 'Luthagen',
      rooms: 2,
      areaFormated: '52 m²',
      rentFormated: '6 200 kr/mån',
      moveInDateFormated: '2027-01-01',
      lastReplyDate: '2026-12-05',
      showingIsMandatory: false,
    },
    tab,
    stage: tab === ApplicationTab.Showings ? ApplicationStage.ShowingInvited : ApplicationStage.Interest,
    stageText: tab === ApplicationTab.Showings ? 'Inbjuden till visning' : 'Intresseanmälan',
    endText: null,
    registeredAt: '2026-11-20T08:00:00.000Z',
    queuePlace: n,
    totalApplications: 40,
    queuePlaceReason: 'din kötid började 2021-03-04',
    coApplicants: [],
    statusNotInvited: false,
    needToUpdateCertifications: false,
    statusWaitingForAnswer: false,
    statusHasAnsweredYes: false,
    statusHasAnsweredNoButStillInterested: false,
    showingAnswer: null,
    lastShowingReplyTime: null,
    canChangeAnswer: false,
    showStarts: null,
    showEnds: null,
    showingCanceled: false,
    showingIsMandatory: false,
    hasDigitalShowing: false,
    lastReplyTime: null,
    canAnswer: false,
    applicantMustUpdate: false,
    coApplicantMustUpdate: false,
    noShowingRegistration: false,
    showingRegistrationMissed: false,
    statusContractSignFailed: false,
    statusYouAreNotSentAsContractProposal: false,
    statusYouAreSentAsContractProposal: false,
    statusEvaluationFailed: false,
    reasonsForRefusal: [],
    statusSomeOtherIsEvaluated: false,
    statusYouAreEvaluated: false,
    reasonContractSignFailed: null,
    unmetRequirements: [],
    canDelete: true,
    cantDeleteMessage: null,
  };
}

/** getApplications{skip, take: 10} answered with these registrations. */
export function page(skip: number, applications: ReturnType<typeof testApplication>[], allLoaded: boolean, totalCount: number) {
  return {
    request: { query: GetApplicationsDocument, variables: { skip, take: 10 } },
    result: { data: { getApplications: { __typename: 'ApplicationsResult', ...envelope, applications: { __typename: 'Applications', allLoaded, totalCount, applications } } } },
  };
}
