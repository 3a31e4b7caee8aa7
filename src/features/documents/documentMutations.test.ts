// An uploaded document in the app's real cache: written in first, where the server's newest-first list will have it
// when useUpload fetches the list again a second later (so it does not jump from the bottom to the top).
import { GetDocumentsDocument, type GetDocumentsQuery } from '../../graphql/__generated__/hooks';
import { createCache } from '../../app/apollo/client';
import { addUploadedDocument, type DocumentItem } from './documentMutations';

const documentItem = (documentId: number, name: string, created: string): DocumentItem => ({
  documentId,
  name,
  description: `Prov ${name}`,
  created,
  archived: false,
  mediaType: 'application/pdf',
  documentStatus: 'RECEIVED',
  documentType: 'OTHER',
  disapprovalReason: null,
  regionId: null,
  regionName: null,
});

const names = (cache: ReturnType<typeof createCache>) =>
  cache.readQuery<GetDocumentsQuery>({ query: GetDocumentsDocument })?.getDocuments.documents.map((d) => d.name);

describe('addUploadedDocument', () => {
  it('puts the uploaded document first in the newest-first list', () => {
    const cache = createCache();
    const listed = [documentItem(2, 'nyare.pdf', '2026-11-20T10:00:00.000Z'), documentItem(1, 'äldre.pdf', '2026-10-01T10:00:00.000Z')];
    cache.writeQuery({
      query: GetDocumentsDocument,
      data: { getDocuments: { __typename: 'DocumentsResult', error: false, errorText: null, documents: listed.map((d) => ({ __typename: 'Document' as const, ...d })) } },
    });
    addUploadedDocument(cache, documentItem(3, 'uppladdad.pdf', '2026-11-23T12:00:00.000Z'));
    expect(names(cache)).toEqual(['uppladdad.pdf', 'nyare.pdf', 'äldre.pdf']);
  });

  it('leaves a list that was never fetched alone (the page fetches it whole)', () => {
    const cache = createCache();
    addUploadedDocument(cache, documentItem(3, 'uppladdad.pdf', '2026-11-23T12:00:00.000Z'));
    expect(names(cache)).toBeUndefined();
  });
});
