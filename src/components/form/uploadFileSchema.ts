// A form's chosen file (a FileUpload's value) checked by the upload rules of spec 001 §5 (src/rules/upload.ts), so
// the file's problem goes under its field and into the error summary like any other field's.
import { z } from '../../rules/zod';
import { uploadProblem } from '../../rules/upload';

export const uploadFileSchema = z
  .custom<File | null>((v) => v === null || (typeof v === 'object' && v !== null && 'name' in v && 'size' in v))
  .superRefine((file, ctx) => {
    const problem = uploadProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((file) => file as File);
