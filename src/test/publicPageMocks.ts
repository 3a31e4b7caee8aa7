// Apollo mocks shared by the component tests of the public pages (login, password, registration).
import type { MockLink } from '@apollo/client/testing';
import { GetAgencyProfileDocument } from '../graphql/__generated__/hooks';

export const envelope = { error: false, errorText: null, validationErrors: [] };

/** The agency profile every page asks for (page title, queue fee). */
export const agencyProfileMock: MockLink.MockedResponse = {
  request: { query: GetAgencyProfileDocument },
  result: {
    data: {
      getAgencyProfile: {
        __typename: 'AgencyProfileResult',
        ...envelope,
        agencyProfile: {
          __typename: 'AgencyProfile',
          agencyCode: 'UBF',
          productName: 'Bostadskön',
          queueFeePrice: 305,
          maxWarnings: 1,
          newsletterEnabled: true,
          queueTimeHidden: true,
          newsletterListId: 'list-1',
        },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** A JSON reply for a stubbed fetch. */
export const jsonReply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
