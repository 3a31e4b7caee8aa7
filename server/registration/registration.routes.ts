// REST registration endpoints (spec 000 §7): multipart with the request as JSON plus at most one file. The form is
// read here (the edge's job: a refused form closes the connection, so its rest is never read); the service does the
// rest, and the answer is the shared one (server/http/rest-reply.ts).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registrationMessages as m } from '../../src/rules/registration';
import { FORBIDDEN_TEXT_MESSAGE, findForbiddenText } from '../domain/forbidden-text';
import { failure, refused } from '../domain/outcome';
import { restReply, type ReplyShape } from '../http/rest-reply';
import type { UploadPipeline } from '../documents/stored-upload';
import { readUploadForm } from '../documents/upload-form';
import type { Config } from '../config';
import type { RegistrationOutcome, RegistrationService, UploadedFile } from './registration.service';

const ONE_FILE = 'Registreringen kan bara ta emot en fil';

type Parsed = { ok: true; req: Record<string, unknown>; file: UploadedFile | null } | { ok: false; code: string; text: string };

/** The form through the upload pipeline (the file is checked and stored as it streams in), then its JSON part. */
async function readParts(request: FastifyRequest, field: string, uploads: UploadPipeline): Promise<Parsed> {
  const read = await readUploadForm(request, uploads, { maxFields: 5, oneFileText: ONE_FILE, badFormText: m.generic });
  if (!read.ok) return { ok: false, code: read.validationErrors[0]?.code ?? field, text: read.errorText };
  const { fields, file } = read.form;
  let req: Record<string, unknown> | null = null;
  try {
    req = fields[field] === undefined ? null : (JSON.parse(fields[field]) as Record<string, unknown>);
  } catch {
    req = null;
  }
  // The JSON part is parsed here, after the REST input guard: the same rule applies to it.
  const forbidden = req && typeof req === 'object' ? findForbiddenText(req) : null;
  if (!req || typeof req !== 'object' || forbidden) {
    await uploads.discard(file);
    return forbidden ? { ok: false, code: forbidden, text: FORBIDDEN_TEXT_MESSAGE } : { ok: false, code: field, text: m.generic };
  }
  return { ok: true, req, file };
}

type Register = (req: Record<string, unknown>, file: UploadedFile | null) => Promise<RegistrationOutcome>;

/**
 * The service's outcome for the registration form (JSON in `field`) of a request, or why the form itself is refused:
 * the browser has a session (perhaps from another tab), the body is not a multipart form, or the form cannot be read.
 */
const registerForm = (field: string, uploads: UploadPipeline, register: Register) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<RegistrationOutcome> => {
    if (request.principal) return refused('loggedIn', m.loggedIn, [{ code: 'LOGGED_IN', text: m.loggedIn }]);
    if (!request.isMultipart()) return refused('unsupportedForm', m.generic);
    const parsed = await readParts(request, field, uploads);
    if (parsed.ok) return register(parsed.req, parsed.file);
    // A refused form's rest is never read: the connection closes after the answer.
    reply.header('connection', 'close');
    return failure(parsed.text, [{ code: parsed.code, text: parsed.text }]);
  };

const registered: ReplyShape<RegistrationOutcome> = {
  ok: ({ paymentRedirectUrl }) => ({ error: false, errorText: null, validationErrors: [], paymentRedirectUrl }),
  refused: (f) => ({ paymentRedirectUrl: null, bankIdRequired: f.bankIdRequired ?? false, showNoSwedishPersonalNumberForm: f.showNoSwedishPersonalNumberForm ?? false }),
  log: { ok: 'registered', who: ({ applicantId }) => ({ applicantId }) },
};

export interface RegistrationRouteDeps {
  registration: RegistrationService;
  uploads: UploadPipeline;
  config: Config;
}

export async function registrationRoutes(app: FastifyInstance, { registration, uploads, config }: RegistrationRouteDeps): Promise<void> {
  await app.register(multipart);
  const answer = restReply(config);
  const queueForm = registerForm('registrationReq', uploads, (form, file) => registration.register(form, file));
  const coApplicantForm = registerForm('registrationCoReq', uploads, (form, file) => registration.registerCoApplicant(form, file));

  app.post('/', async (req, reply) => answer(req, reply, await queueForm(req, reply), registered));
  app.post('/co', async (req, reply) => answer(req, reply, await coApplicantForm(req, reply), registered));
}
