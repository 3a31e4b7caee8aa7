// The optional identity document of a registration (spec 000 §5: at most one file, the upload rules of the
// second document), a FileUpload with the registration's texts and rules. The chosen file is kept by the page,
// so it survives a switch to the manual form.
import { FileUpload } from '../../components/form/FileUpload';
import { ALLOWED_EXTENSIONS, UPLOAD_ACCEPT, uploadProblem } from '../../rules/upload';

export const identityDocumentTexts = {
  label: 'Identitetshandling (valfritt)',
  description: `Du kan bifoga en kopia av din id-handling, till exempel pass eller körkort. En fil, högst 10 MB, av typen ${ALLOWED_EXTENSIONS.join(', ')}.`,
  chosen: 'Vald fil:',
  remove: 'Ta bort filen',
  progress: 'Uppladdning av',
} as const;

export interface IdentityDocumentFieldProps {
  id: string;
  file: File | null;
  error: string | null;
  onChange: (file: File | null, error: string | null) => void;
  /** Sent share 0–1 while the registration is uploaded with the file. */
  progress?: number | null;
}

/** The problem of a chosen file, or null (no file is fine: the document is optional). */
export function documentProblem(file: File | null): string | null {
  return file ? uploadProblem(file) : null;
}

export function IdentityDocumentField({ id, file, error, onChange, progress }: IdentityDocumentFieldProps) {
  return (
    <FileUpload
      id={id}
      texts={identityDocumentTexts}
      accept={UPLOAD_ACCEPT}
      file={file}
      error={error}
      progress={progress}
      onChange={(chosen) => onChange(chosen, documentProblem(chosen))}
    />
  );
}
