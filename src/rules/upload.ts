// Upload rules of spec 001 §5, shared by every file field and the server.
import { z } from './zod';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const ALLOWED_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'tif', 'tiff', 'xls', 'xlsx', 'doc', 'docx', 'pdf'] as const;
/** For the file input's accept attribute. */
export const UPLOAD_ACCEPT = ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(',');
/** A document's description, at most this long (the spec's limit for the portal's free texts). */
export const DOCUMENT_DESCRIPTION_MAX = 500;

export const uploadMessages = {
  fileRequired: 'Du måste ange en fil',
  descriptionRequired: 'Du måste ange en beskrivning',
  comma: 'Filnamnet får inte innehålla kommatecken',
  size: 'Otillåten filstorlek, tillåten storlek är 10mb',
  type: `Otillåten filtyp. Tillåtna filtyper är ${ALLOWED_EXTENSIONS.join(', ')}`,
  descriptionTooLong: `Beskrivningen får vara högst ${DOCUMENT_DESCRIPTION_MAX} tecken`,
  documentType: 'Välj en dokumenttyp i listan',
  region: 'Välj en kommun i listan',
  oneFile: 'Skicka en fil åt gången',
} as const;

/** The first rule a file's name breaks (a name is required, no comma, an allowed extension), or null. */
export function fileNameProblem(name: string | null | undefined): string | null {
  if (!name) return uploadMessages.fileRequired;
  if (name.includes(',')) return uploadMessages.comma;
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  if (!name.includes('.') || !(ALLOWED_EXTENSIONS as readonly string[]).includes(ext)) return uploadMessages.type;
  return null;
}

/** The first rule a file breaks, or null when it may be uploaded. The server also checks the content's type. */
export function uploadProblem(file: { name: string; size: number } | null | undefined): string | null {
  const nameProblem = fileNameProblem(file?.name);
  if (nameProblem || !file) return nameProblem ?? uploadMessages.fileRequired;
  if (file.size > UPLOAD_MAX_BYTES || file.size <= 0) return uploadMessages.size;
  return null;
}

/** The document types an upload may name (documentTypeId); without one a document is "other". */
export const DOCUMENT_TYPE_IDS = {
  IDENTIFICATION: 1,
  STUDY_CERTIFICATE: 2,
  ECONOMIC_SUPPORT: 3,
  OTHER: 4,
} as const;
export type DocumentTypeName = keyof typeof DOCUMENT_TYPE_IDS;

const DOCUMENT_TYPE_BY_ID = new Map(Object.entries(DOCUMENT_TYPE_IDS).map(([name, id]) => [String(id), name as DocumentTypeName]));

const optionalId = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      if (!/^\d{1,9}$/.test(v)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(v);
    });

/** The text fields of a document upload, as the form sends them (strings of a multipart form). */
export const documentUploadSchema = z
  .object({
    description: z
      .string({ error: uploadMessages.descriptionRequired })
      .trim()
      .min(1, uploadMessages.descriptionRequired)
      .max(DOCUMENT_DESCRIPTION_MAX, uploadMessages.descriptionTooLong),
    documentTypeId: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx): DocumentTypeName => {
        if (!v) return 'OTHER';
        const type = DOCUMENT_TYPE_BY_ID.get(v);
        if (!type) {
          ctx.addIssue({ code: 'custom', message: uploadMessages.documentType });
          return z.NEVER;
        }
        return type;
      }),
    /** The municipality of an economic-support decision. */
    regionId: optionalId(uploadMessages.region),
  })
  .transform((v) => ({ ...v, regionId: v.documentTypeId === 'ECONOMIC_SUPPORT' ? v.regionId : undefined }));
export type DocumentUploadFields = z.output<typeof documentUploadSchema>;
