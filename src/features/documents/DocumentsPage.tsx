// /profile/documents, 'Dokument' (spec 001 §2, §3 Document, §5, §7): the documents the applicant (or co-applicant) has
// sent with their review state and the case handler's reason for a rejection, the owner's download of each, deleting
// one, and uploading a new one (ID document, study certificate, economic-support decision or other).
import { useState } from 'react';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../components/dateFormat';
import { useSaveAction } from '../../components/form/useSaveAction';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { useGetDocumentsQuery } from '../../graphql/__generated__/hooks';
import { useDeleteDocument, type DocumentItem } from './documentMutations';
import { documentsTexts as t } from './documentsTexts';
import { DocumentUploadForm } from './DocumentUploadForm';
import './documents.css';

const documentFileUrl = (documentId: number) => `/mypages/api/documents/${documentId}/file`;

function DocumentsSkeleton() {
  return (
    <Skeleton label={t.listTitle}>
      {[0, 1, 2].map((key) => (
        <div className="document document--skeleton" key={key}>
          <SkeletonLine width="45%" />
          <SkeletonLine width="70%" />
          <SkeletonLine width="30%" />
        </div>
      ))}
    </Skeleton>
  );
}

function DocumentRow({ document, onDelete }: { document: DocumentItem; onDelete: () => void }) {
  return (
    <li className="document">
      <p className="document__name">
        <a href={documentFileUrl(document.documentId)} download>
          {document.name}
        </a>
      </p>
      {document.description && <p className="document__description">{document.description}</p>}
      <p className="document__meta">
        {t.types[document.documentType]}
        {document.regionName && ` (${document.regionName})`} · {t.created} {formatDateTime(document.created)} ·{' '}
        <span className={`document__status document__status--${document.documentStatus.toLowerCase()}`}>{t.status[document.documentStatus]}</span>
      </p>
      {document.documentStatus === 'REJECTED' && document.disapprovalReason && <p className="document__reason">{t.rejectedReason(document.disapprovalReason)}</p>}
      <button type="button" className="button button--secondary button--small" aria-label={t.deleteLabel(document.name)} onClick={onDelete}>
        {t.delete}
      </button>
    </li>
  );
}

export default function DocumentsPage() {
  useDocumentTitle(t.title);
  const query = useGetDocumentsQuery();
  const remove = useDeleteDocument();
  const action = useSaveAction();
  const [deleting, setDeleting] = useState<DocumentItem | null>(null);
  const result = query.data?.getDocuments;
  const loading = query.loading && !result;
  const documents = result && !result.error ? result.documents.filter((d) => !d.archived) : null;

  const confirmDelete = async () => {
    const document = deleting;
    setDeleting(null);
    if (document) await action.save(() => remove(document.documentId), t.deleted);
  };

  return (
    <div className="documents-page">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <section aria-labelledby="documents-list-title">
        <h2 id="documents-list-title">{t.listTitle}</h2>
        {loading ? (
          <DocumentsSkeleton />
        ) : !documents ? (
          <p className="alert alert--error">{t.loadFailed}</p>
        ) : documents.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <ul className="documents">
            {documents.map((d) => (
              <DocumentRow key={d.documentId} document={d} onDelete={() => setDeleting(d)} />
            ))}
          </ul>
        )}
      </section>
      {/* Below the list, and only once the list is there: the list's skeleton and its answer differ in height. */}
      {!loading && (
        <section aria-labelledby="documents-upload-title">
          <h2 id="documents-upload-title">{t.uploadTitle}</h2>
          <DocumentUploadForm />
        </section>
      )}
      {deleting && (
        <ConfirmDialog
          title={t.deleteConfirm}
          text={t.deleteText(deleting.name)}
          confirm={t.delete}
          cancel={t.cancel}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
