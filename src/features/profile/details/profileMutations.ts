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

export function useSaveHousing(): (housing: HousingInput) => Promise<SaveOutcome> {
  const [mutate] = useUpdateHousingMutation({
    // The housing lives inside getInformation on this page: the whole answer is fetched again rather than patched.
    refetchQueries: [...AFFECTED, 'getInformation', 'getHousing'],
  });
  return (housing) => outcomeOf(async () => (await mutate({ variables: { housing } })).data?.updateHousing);
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
