// The optional identity document of a registration (spec 000 §5: at most one file, the upload rules of the
// second document). The chosen file is kept by the page, so it survives a switch to the manual form.
import { useRef } from 'react';
import { useField } from '../../components/useField';
import { ALLOWED_EXTENSIONS, UPLOAD_ACCEPT, uploadProblem } from '../../rules/upload';

export const identityDocumentTexts = {
  label: 'Identitetshandling (valfritt)',
  description: `Du kan bifoga en kopia av din id-handling, till exempel pass eller körkort. En fil, högst 10 MB, av typen ${ALLOWED_EXTENSIONS.join(', ')}.`,
  chosen: 'Vald fil:',
  remove: 'Ta bort filen',
} as const;

export interface IdentityDocumentFieldProps {
  id: string;
  file: File | null;
  error: string | null;
  onChange: (file: File | null, error: string | null) => void;
}

/** The problem of a chosen file, or null (no file is fine: the document is optional). */
export function documentProblem(file: File | null): string | null {
  return file ? uploadProblem(file) : null;
}

export function IdentityDocumentField({ id, file, error, onChange }: IdentityDocumentFieldProps) {
  const field = useField({ id, description: identityDocumentTexts.description, error: error ?? undefined });
  const inputRef = useRef<HTMLInputElement>(null);
  const chosenId = `${field.id}-chosen`;
  const describedBy = [field.controlProps['aria-describedby'], file ? chosenId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" {...field.labelProps}>
        {identityDocumentTexts.label}
      </label>
      <p className="field__description" id={field.descriptionId}>
        {identityDocumentTexts.description}
      </p>
      <input
        ref={inputRef}
        className="file-field__input"
        type="file"
        accept={UPLOAD_ACCEPT}
        {...field.controlProps}
        aria-describedby={describedBy}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          onChange(chosen, documentProblem(chosen));
        }}
      />
      {file && (
        <p className="file-field__chosen" id={chosenId}>
          {identityDocumentTexts.chosen} {file.name}{' '}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              if (inputRef.current) inputRef.current.value = '';
              onChange(null, null);
              inputRef.current?.focus();
            }}
          >
            {identityDocumentTexts.remove}
          </button>
        </p>
      )}
      {error && (
        <p className="field__error" id={field.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
