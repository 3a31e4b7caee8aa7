// The registration endpoints (spec 000 §7): multipart with the request as JSON plus at most one file.
// POST /mypages/api/registration (registrationReq) logs the new applicant in; POST /mypages/api/registration/co
// (registrationCoReq) makes a free co-applicant account and does not.
import { apiRequest, NetworkError } from '../../app/http';
import { apiUpload, type UploadProgress } from '../../app/upload';
import { resultText } from '../../components/resultText';
import { registrationMessages } from '../../rules/registration';

export type RegistrationKind = 'queue' | 'coApplicant';

export interface ValidationError {
  code: string;
  text: string;
}

export type RegistrationReply =
  | { ok: true; paymentRedirectUrl: string | null }
  | {
      ok: false;
      /** The first validation text, else the error text, else the code, else the generic message. */
      message: string;
      validationErrors: ValidationError[];
      bankIdRequired: boolean;
      showNoSwedishPersonalNumberForm: boolean;
      /** 403: the browser has a session (perhaps from another tab). */
      loggedIn: boolean;
    };

const ENDPOINT: Record<RegistrationKind, { path: string; field: string }> = {
  queue: { path: '/registration', field: 'registrationReq' },
  coApplicant: { path: '/registration/co', field: 'registrationCoReq' },
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;

function validationErrorsOf(body: Obj): ValidationError[] {
  const list = Array.isArray(body.validationErrors) ? body.validationErrors : [];
  return list.flatMap((v) => (isObj(v) && typeof v.code === 'string' ? [{ code: v.code, text: typeof v.text === 'string' ? v.text : '' }] : []));
}

/** With nothing more specific to say, a failed co-applicant registration uses the spec's own text (spec 000 §8). */
const GENERIC_BY_KIND: Record<RegistrationKind, string | undefined> = {
  queue: undefined,
  coApplicant: registrationMessages.coApplicantFailed,
};

export function parseRegistrationReply(status: number, body: unknown, kind: RegistrationKind = 'queue'): RegistrationReply {
  const b = isObj(body) ? body : {};
  if (status === 200 && b.error === false) {
    return { ok: true, paymentRedirectUrl: typeof b.paymentRedirectUrl === 'string' && b.paymentRedirectUrl ? b.paymentRedirectUrl : null };
  }
  const validationErrors = validationErrorsOf(b);
  const errorText = typeof b.errorText === 'string' ? b.errorText : null;
  return {
    ok: false,
    message: status === 403 ? errorText || registrationMessages.loggedIn : resultText({ errorText, validationErrors }, { codeFallback: true, generic: GENERIC_BY_KIND[kind] }),
    validationErrors,
    bankIdRequired: b.bankIdRequired === true,
    showNoSwedishPersonalNumberForm: b.showNoSwedishPersonalNumberForm === true,
    loggedIn: status === 403,
  };
}

/** With onProgress (a file is attached) the request reports how far its upload has come. */
export async function submitRegistration(
  kind: RegistrationKind,
  request: Record<string, unknown>,
  file: File | null,
  onProgress?: (progress: UploadProgress) => void,
): Promise<RegistrationReply> {
  const { path, field } = ENDPOINT[kind];
  const form = new FormData();
  form.append(field, JSON.stringify(request));
  if (file) form.append('file', file, file.name);
  try {
    const reply = onProgress ? await apiUpload(path, form, onProgress) : await apiRequest(path, { method: 'POST', body: form });
    return parseRegistrationReply(reply.status, reply.body, kind);
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    return { ok: false, message: 'Server kan inte nås', validationErrors: [], bankIdRequired: false, showNoSwedishPersonalNumberForm: false, loggedIn: false };
  }
}
