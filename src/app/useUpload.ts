// One file upload at a time with its progress and a cancel, for a FileUpload: the file and the form's text fields go
// as one multipart POST to a REST route of /mypages/api, and the answer (the result envelope with the stored
// document) becomes a SaveOutcome for the form kit. Documents and income certificates upload through it. The page shows
// the stored file at once from the answer; its list is fetched again a second later (spec 001 §7), when the server's
// other answers about it (review state, indicators) have caught up.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { GENERIC_ERROR, resultText, type ResultLike } from '../components/resultText';
import type { SaveOutcome } from '../components/form/saveOutcome';
import { NetworkError } from './http';
import { LOGIN_MESSAGES } from './session/sessionApi';
import { apiUpload } from './upload';

interface UploadReply<TDocument> extends ResultLike {
  error?: boolean;
  document?: TDocument | null;
}

export interface Upload<TDocument> {
  /** Sent share 0–1 while an upload runs, else null (a FileUpload's progress). */
  progress: number | null;
  /** Resolves to the outcome, or undefined when the user cancelled (nothing to say). */
  send: (path: string, fields: Record<string, string>, file: File) => Promise<SaveOutcome<{ document: TDocument }> | undefined>;
  cancel: () => void;
}

/** How long after an upload its list is fetched again (spec 001 §7: after 1 second). */
export const REFRESH_AFTER_UPLOAD_MS = 1000;

/** `refetch`: the queries (by operation name) fetched again REFRESH_AFTER_UPLOAD_MS after a successful upload. */
export function useUpload<TDocument>(refetch: readonly string[]): Upload<TDocument> {
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The caller's list of names, as first given (a constant of the page).
  const include = useRef(refetch);
  const refetchLater = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void client.refetchQueries({ include: [...include.current] }), REFRESH_AFTER_UPLOAD_MS);
  }, [client]);

  const send = useCallback(async (path: string, fields: Record<string, string>, file: File) => {
    const form = new FormData();
    // Text fields first: the server reads them before it streams the file into the storage.
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    try {
      const reply = await apiUpload(path, form, ({ loaded, total }) => setProgress(total ? loaded / total : 0), abort.signal);
      const body = (reply.body ?? null) as UploadReply<TDocument> | null;
      if (reply.ok && body && !body.error && body.document) {
        refetchLater();
        return { ok: true as const, document: body.document };
      }
      return { ok: false as const, message: resultText(body, { generic: GENERIC_ERROR }), validationErrors: body?.validationErrors ?? [] };
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      if (abort.signal.aborted) return undefined;
      return { ok: false as const, message: LOGIN_MESSAGES.unreachable, validationErrors: [] };
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }, [refetchLater]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { progress, send, cancel };
}
