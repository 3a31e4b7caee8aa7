// What the documents service returns for one document (spec 001 §3 Document); server/graphql maps it.
import type { DocumentWithRegion } from './documents.repository';

export interface DocumentView {
  documentId: number;
  name: string;
  description: string | null;
  created: Date;
  archived: boolean;
  mediaType: string;
  documentType: 'IDENTIFICATION' | 'STUDY_CERTIFICATE' | 'ECONOMIC_SUPPORT' | 'OTHER';
  documentStatus: 'RECEIVED' | 'APPROVED' | 'REJECTED';
  /** The case handler's reason, while the document stands rejected. */
  disapprovalReason: string | null;
  /** The municipality of an economic-support decision. */
  regionId: number | null;
  regionName: string | null;
}

export function toDocumentView(r: DocumentWithRegion): DocumentView {
  return {
    documentId: r.documentId,
    name: r.name,
    description: r.description,
    created: r.created,
    archived: r.archived,
    mediaType: r.mediaType,
    documentType: r.documentType,
    documentStatus: r.documentStatus,
    disapprovalReason: r.documentStatus === 'REJECTED' ? r.disapprovalReason : null,
    regionId: r.regionId,
    regionName: r.regionName,
  };
}
