// The questionnaires' saves, each wrapped once. Every save answers with what it saved, which is written over the
// page's query (getInformation, getTenantReference: values of their query, not entities), and refetches the
// indicators, so the menu's and the page's 'needs updating' marks follow the save.
import type { ApolloCache } from '@apollo/client';
import {
  GetInformationDocument,
  GetTenantReferenceDocument,
  useUpdateApplicantStudentMutation,
  useUpdateHousingMutation,
  useUpdateInformationMutation,
  useUpdateTenantReferenceMutation,
  type GetInformationQuery,
  type HousingInput,
  type InformationInput,
  type StudentInput,
  type TenantReferenceInput,
} from '../../../graphql/__generated__/hooks';
import { outcomeOf, type SaveOutcome } from '../../../components/form/saveOutcome';

/** Refetched after every save: the indicators say what is left to update. */
const AFFECTED = ['getIndicators'];

type SavedInformation = { error: boolean; information?: GetInformationQuery['getInformation']['information'] };

function writeInformation(cache: ApolloCache, saved: SavedInformation | undefined): void {
  const current = cache.readQuery<GetInformationQuery>({ query: GetInformationDocument });
  if (!current || !saved || saved.error || !saved.information) return;
  cache.writeQuery<GetInformationQuery>({
    query: GetInformationDocument,
    data: { getInformation: { ...current.getInformation, information: saved.information } },
  });
}

/** Saves one questionnaire of updateInformation (exactly one key of the input). */
export function useSaveInformation(): (information: InformationInput) => Promise<SaveOutcome> {
  const [mutate] = useUpdateInformationMutation({
    refetchQueries: AFFECTED,
    update: (cache, { data }) => writeInformation(cache, data?.updateInformation),
  });
  return (information) => outcomeOf(async () => (await mutate({ variables: { information } })).data?.updateInformation);
}

export function useSaveStudent(): (student: StudentInput) => Promise<SaveOutcome> {
  const [mutate] = useUpdateApplicantStudentMutation({
    refetchQueries: AFFECTED,
    update: (cache, { data }) => writeInformation(cache, data?.updateApplicantStudent),
  });
  return (student) => outcomeOf(async () => (await mutate({ variables: { student } })).data?.updateApplicantStudent);
}

/** The spec's names of updateHousing's fields whose form names differ (server/graphql/mappers/profile.ts). */
const HOUSING_FORM_NAME: Record<string, string> = { landlordOther: 'landlordName', currentOwnershipTypeId: 'landlordTypeId' };

export function useSaveHousing(): (housing: HousingInput) => Promise<SaveOutcome> {
  const [mutate] = useUpdateHousingMutation({
    // The housing lives inside getInformation on this page: the whole answer is fetched again rather than patched.
    refetchQueries: [...AFFECTED, 'getInformation', 'getHousing'],
  });
  return async (housing) => {
    const outcome = await outcomeOf(async () => (await mutate({ variables: { housing } })).data?.updateHousing);
    // A refused save names the spec's fields; the form knows them by its own names.
    if (outcome.ok) return outcome;
    return { ...outcome, validationErrors: outcome.validationErrors.map((e) => ({ ...e, code: HOUSING_FORM_NAME[e.code] ?? e.code })) };
  };
}

export function useSaveTenantReference(): (tenantReference: TenantReferenceInput) => Promise<SaveOutcome> {
  const [mutate] = useUpdateTenantReferenceMutation({
    update: (cache, { data }) => {
      const saved = data?.updateTenantReference;
      if (!saved || saved.error || !saved.tenantReference) return;
      cache.writeQuery({ query: GetTenantReferenceDocument, data: { getTenantReference: saved } });
    },
  });
  return (tenantReference) => outcomeOf(async () => (await mutate({ variables: { tenantReference } })).data?.updateTenantReference);
}
