// The document upload form's rules: the file by the upload rules, the text fields by the server's own schema (its
// messages, its field names), so the form and the upload route cannot disagree.
import { uploadFileSchema } from '../../components/form/uploadFileSchema';
import { documentUploadSchema } from '../../rules/upload';
import { z } from '../../rules/zod';

export const documentFormSchema = z
  .object({ file: uploadFileSchema, description: z.string(), documentTypeId: z.string(), regionId: z.string() })
  .superRefine(({ file: _file, ...fields }, ctx) => {
    const parsed = documentUploadSchema.safeParse(fields);
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type DocumentFormValues = z.input<typeof documentFormSchema>;

