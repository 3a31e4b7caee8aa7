// The REST handlers shared by the areas that keep files (documents, income certificates, the back office's listing
// images): the multipart upload and the owner's download. Each area names its texts and its service; the wire stays the same.
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApplicantActor } from '../domain/actor';
import type { Outcome } from '../domain/outcome';
import type { UploadPipeline } from '../documents/stored-upload';
import { readUploadForm, type UploadForm, type UploadFormOptions } from '../documents/upload-form';
import { applicantActorOf } from './actor';
import { attachment } from './attachment';

const LOGIN_REQUIRED = 'Du måste vara inloggad.';

/** A stored file opened for its owner. */
export interface StoredFile {
  name: string;
  mediaType: string;
  size: number;
  stream: Readable;
}

export interface UploadRoute<D, A = ApplicantActor> {
  uploads: UploadPipeline;
  form: UploadFormOptions;
  save: (actor: A, form: UploadForm) => Promise<Outcome<{ document: D }>>;
  /** Who is uploading (default: the applicant of the session; the back office passes its staff member). */
  actorOf?: (req: FastifyRequest) => A | null;
}

/** POST handler: reads the multipart form and answers with the saved document (or image) or why it was refused. */
export function uploadHandler<D, A = ApplicantActor>({ uploads, form, save, actorOf }: UploadRoute<D, A>) {
  const who = actorOf ?? (applicantActorOf as unknown as (req: FastifyRequest) => A | null);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const actor = who(req);
    if (!actor) return reply.code(401).header('connection', 'close').send({ error: true, errorText: LOGIN_REQUIRED, validationErrors: [], document: null });
    if (!req.isMultipart()) return reply.code(415).send({ error: true, errorText: form.badFormText, validationErrors: [], document: null });
    const read = await readUploadForm(req, uploads, form);
    const outcome = read.ok ? await save(actor, read.form) : read;
    if (outcome.ok) return reply.send({ error: false, errorText: null, validationErrors: [], document: outcome.document });
    // The rest of a refused body is never read: the connection closes after this answer instead.
    return reply.code(400).header('connection', 'close').send({ error: true, errorText: outcome.errorText, validationErrors: outcome.validationErrors, document: null });
  };
}

export interface DownloadRoute {
  notFoundText: string;
  open: (actor: ApplicantActor, documentId: number) => Promise<StoredFile | null>;
}

/** GET handler for `…/:documentId/file`: the owner's file, or 404 for any other id (not theirs, absent, malformed). */
export function downloadHandler({ notFoundText, open }: DownloadRoute) {
  return async (req: FastifyRequest<{ Params: { documentId: string } }>, reply: FastifyReply) => {
    const actor = applicantActorOf(req);
    if (!actor) return reply.code(401).send({ error: true, errorText: LOGIN_REQUIRED, validationErrors: [] });
    const id = /^\d{1,9}$/.test(req.params.documentId) ? Number(req.params.documentId) : null;
    const file = id === null ? null : await open(actor, id);
    if (!file) return reply.code(404).send({ error: true, errorText: notFoundText, validationErrors: [] });
    return sendStoredFile(reply, file);
  };
}

/** Sent as a download that the browser must not sniff or keep. */
export function sendStoredFile(reply: FastifyReply, file: StoredFile) {
  return reply
    .type(file.mediaType)
    .header('content-length', file.size)
    .header('content-disposition', attachment(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
