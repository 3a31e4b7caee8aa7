// Upload rules of spec 001 §5, shared by every file field and the server.
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const ALLOWED_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'tif', 'tiff', 'xls', 'xlsx', 'doc', 'docx', 'pdf'] as const;
/** For the file input's accept attribute. */
export const UPLOAD_ACCEPT = ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(',');

export const uploadMessages = {
  fileRequired: 'Du måste ange en fil',
  descriptionRequired: 'Du måste ange en beskrivning',
  comma: 'Filnamnet får inte innehålla kommatecken',
  size: 'Otillåten filstorlek, tillåten storlek är 10mb',
  type: `Otillåten filtyp. Tillåtna filtyper är ${ALLOWED_EXTENSIONS.join(', ')}`,
} as const;

/** The first rule a file breaks, or null when it may be uploaded. */
export function uploadProblem(file: { name: string; size: number } | null | undefined): string | null {
  if (!file || !file.name) return uploadMessages.fileRequired;
  if (file.name.includes(',')) return uploadMessages.comma;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !(ALLOWED_EXTENSIONS as readonly string[]).includes(ext)) return uploadMessages.type;
  if (file.size > UPLOAD_MAX_BYTES || file.size <= 0) return uploadMessages.size;
  return null;
}
