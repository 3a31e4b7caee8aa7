// The back office's audit log search: optional staff member, applicant number and days (YYYY-MM-DD, both inclusive,
// Swedish time). Shared by the staff app's filter form and the server, which checks the same.
import { z } from './zod';
import { isCalendarDay } from './staff-applicants';

export const auditSearchMessages = {
  fromFormat: 'Ange från-datumet som ÅÅÅÅ-MM-DD',
  toFormat: 'Ange till-datumet som ÅÅÅÅ-MM-DD',
  order: 'Till-datumet kan inte vara före från-datumet',
  applicantFormat: 'Ange sökandens nummer med siffror',
} as const;

const day = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isCalendarDay(v), message);

export const auditSearchSchema = z
  .object({
    staffUserId: z.string(),
    applicantId: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d{1,9}$/.test(v), auditSearchMessages.applicantFormat),
    from: day(auditSearchMessages.fromFormat),
    to: day(auditSearchMessages.toFormat),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && isCalendarDay(v.from) && isCalendarDay(v.to) && v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: auditSearchMessages.order });
  });

export type AuditSearchForm = z.input<typeof auditSearchSchema>;
