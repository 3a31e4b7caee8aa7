// REST registration endpoints (spec 000 §7): multipart with the request as JSON plus at most one file.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registrationMessages as m } from '../../src/rules/registration';
import { applicantActor } from '../domain/actor';
import { FORBIDDEN_TEXT_MESSAGE, findForbiddenText } from '../domain/forbidden-text';
import { setSessionCookie } from '../http/cookies';
import type { UploadPipeline } from '../documents/stored-upload';
import { readUploadForm } from '../documents/upload-form';
import type { Config } from '../config';
import type { PaymentService } from '../payments/payment.service';
import type { SessionService } from '../session/session.service';
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

function send(reply: FastifyReply, outcome: RegistrationOutcome, paymentRedirectUrl: string | null = null) {
  if (outcome.ok) return reply.send({ error: false, errorText: null, validationErrors: [], paymentRedirectUrl });
  return reply.code(400).send({
    error: true,
    errorText: outcome.errorText,
    validationErrors: outcome.validationErrors,
    paymentRedirectUrl: null,
    bankIdRequired: outcome.bankIdRequired ?? false,
    showNoSwedishPersonalNumberForm: outcome.showNoSwedishPersonalNumberForm ?? false,
  });
}

export interface RegistrationRouteDeps {
  registration: RegistrationService;
  sessions: SessionService;
  /** The new applicant goes straight on to pay the queue fee. */
  payments: PaymentService;
  uploads: UploadPipeline;
  config: Config;
}

export async function registrationRoutes(app: FastifyInstance, { registration, sessions, config, payments, uploads }: RegistrationRouteDeps): Promise<void> {
  await app.register(multipart);

  const endpoint = (field: string, run: (req: Record<string, unknown>, file: UploadedFile | null) => Promise<RegistrationOutcome>, logIn: boolean) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.principal) return reply.code(403).send({ error: true, errorText: m.loggedIn, validationErrors: [{ code: 'LOGGED_IN', text: m.loggedIn }] });
      if (!request.isMultipart()) return reply.code(415).send({ error: true, errorText: m.generic, validationErrors: [] });
      const parsed = await readParts(request, field, uploads);
      // A refused form's rest is never read: the connection closes after the answer.
      if (!parsed.ok) return send(reply.header('connection', 'close'), { ok: false, errorText: parsed.text, validationErrors: [{ code: parsed.code, text: parsed.text }] });
      const outcome = await run(parsed.req, parsed.file);
      if (!outcome.ok) return send(reply, outcome);
      request.log.info({ applicantId: outcome.applicantId }, 'registered');
      if (logIn) setSessionCookie(reply, config, await sessions.create({ applicantId: outcome.applicantId }));
      // The browser goes on to pay the queue fee; if the provider is down it lands on the default page instead.
      const paid = outcome.orderId
        ? await payments.payOrder(applicantActor(outcome.applicantId), outcome.orderId, {
            completePath: '/registration/registrationpaymentcomplete',
            cancelPath: '/registration/registrationpaymentcancelled',
          })
        : null;
      return send(reply, outcome, paid?.ok ? paid.paymentRedirectUrl : null);
    };

  app.post('/', endpoint('registrationReq', (req, file) => registration.register(req, file), true));
  app.post('/co', endpoint('registrationCoReq', (req, file) => registration.registerCoApplicant(req, file), false));
}
