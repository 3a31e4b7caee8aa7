// The documents page's cache changes, each in one place: a deleted document leaves the cache (the list drops it) and
// the indicators are fetched again (a removed ID document changes them); an upload's stored document is added to the
// list at once from the upload's answer, first, as the server lists them newest first (useUpload fetches the list again
// a second later, and the document stays where it is).
import type { ApolloCache } from '@apollo/client';
import { GetDocumentsDocument, useDeleteDocumentMutation, type GetDocumentsQuery } from '../../graphql/__generated__/hooks';
import { outcomeOf, type SaveOutcome } from '../../components/form/saveOutcome';

export type DocumentItem = GetDocumentsQuery['getDocuments']['documents'][number];

export function useDeleteDocument(): (documentId: number) => Promise<SaveOutcome> {
  const [mutate] = useDeleteDocumentMutation({
    refetchQueries: ['getIndicators'],
    update: (cache, { data }, { variables }) => {
      if (data?.deleteDocument.error || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Document', documentId: variables.documentId }) });
      cache.gc();
    },
  });
  return (documentId) => outcomeOf(async () => (await mutate({ variables: { documentId } })).data?.deleteDocument);
}

/** Writes an uploaded document into the cached list, first (newest first, as getDocuments lists them). */
export function addUploadedDocument(cache: ApolloCache, document: DocumentItem): void {
  cache.updateQuery<GetDocumentsQuery>({ query: GetDocumentsDocument }, (data) =>
    data
      ? { ...data, getDocuments: { ...data.getDocuments, documents: [{ __typename: 'Document' as const, ...document }, ...data.getDocuments.documents] } }
      : data,
  );
}
