// The stored file of an upload shown in its slot at once, from the upload's answer, before the slot list is fetched
// again (spec 001 §7). The slots are values of getIncomeCertifications, so the query's answer is written anew.
import type { ApolloCache } from '@apollo/client';
import { GetIncomeCertificationsDocument, type GetIncomeCertificationsQuery } from '../../graphql/__generated__/hooks';

export interface SlotKey {
  applicantIncomeId: number;
  certificationTypeId: number;
  slot: number;
}

export interface UploadedCertification {
  documentId: number;
  name: string;
  mediaType: string;
  created: string;
}

export function addUploadedCertification(cache: ApolloCache, key: SlotKey, document: UploadedCertification): void {
  cache.updateQuery<GetIncomeCertificationsQuery>({ query: GetIncomeCertificationsDocument }, (data) => {
    if (!data) return data;
    const incomeCertifications = data.getIncomeCertifications.incomeCertifications.map((income) =>
      income.applicantIncomeId !== key.applicantIncomeId
        ? income
        : {
            ...income,
            slots: income.slots.map((s) =>
              s.certificationTypeId !== key.certificationTypeId || s.slot !== key.slot
                ? s
                : // A new file replaces a rejection or a missing mark and waits for review (the server's UPLOAD step).
                  {
                    ...s,
                    missing: false,
                    missingReason: null,
                    rejected: false,
                    rejectedReason: null,
                    notChecked: true,
                    documents: [...s.documents, { __typename: 'CertificationDocument' as const, ...document }],
                  },
            ),
          },
    );
    return { ...data, getIncomeCertifications: { ...data.getIncomeCertifications, incomeCertifications } };
  });
}
