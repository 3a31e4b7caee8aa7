// A file field (spec 000 §5 upload rules): one file, checked when chosen, shown by name with a button that removes
// it, and the upload's progress while it is sent. The chosen file is kept by the caller, so it survives the form
// being drawn again (the registration's switch to the manual form).
import { useRef } from 'react';
import { Field } from './Field';
import { useField } from './useField';

export interface FileUploadTexts {
  label: string;
  description: string;
  /** Before the chosen file's name. */
  chosen: string;
  remove: string;
  /** The progress bar's name. */
  progress: string;
  /** The button that stops a running upload (shown when the caller can cancel). */
  cancel?: string;
}

export interface FileUploadProps {
  id: string;
  texts: FileUploadTexts;
  accept: string;
  file: File | null;
  error: string | null;
  /** The chosen file (null: removed) and its problem by the caller's rules (null: none). */
  onChange: (file: File | null) => void;
  /** Sent share 0–1 while the file is uploaded; null or absent when no upload runs. */
  progress?: number | null;
  /** Stops the running upload; with texts.cancel, a button beside the progress bar. */
  onCancel?: () => void;
}

export function FileUpload({ id, texts, accept, file, error, onChange, progress, onCancel }: FileUploadProps) {
  const field = useField({ id, description: texts.description, error: error ?? undefined });
  const inputRef = useRef<HTMLInputElement>(null);
  const chosenId = `${field.id}-chosen`;
  const describedBy = [field.controlProps['aria-describedby'], file ? chosenId : undefined].filter(Boolean).join(' ') || undefined;
  const percent = progress == null ? null : Math.round(Math.min(1, Math.max(0, progress)) * 100);

  return (
    <Field field={field} label={texts.label} description={texts.description} error={error ?? undefined}>
      <input
        ref={inputRef}
        className="file-field__input"
        type="file"
        accept={accept}
        {...field.controlProps}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {file && (
        <p className="file-field__chosen" id={chosenId}>
          {texts.chosen} {file.name}{' '}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              if (inputRef.current) inputRef.current.value = '';
              onChange(null);
              inputRef.current?.focus();
            }}
          >
            {texts.remove}
          </button>
        </p>
      )}
      {file && percent !== null && (
        <p className="file-field__uploading">
          <progress className="file-field__progress" max={100} value={percent} aria-label={`${texts.progress} ${file.name}`}>
            {percent} %
          </progress>{' '}
          <span className="file-field__percent" aria-hidden="true">
            {percent} %
          </span>
          {onCancel && texts.cancel && (
            <>
              {' '}
              <button type="button" className="button button--secondary button--small" onClick={onCancel}>
                {texts.cancel}
              </button>
            </>
          )}
        </p>
      )}
    </Field>
  );
}
