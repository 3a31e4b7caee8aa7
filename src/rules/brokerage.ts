// A case handler's brokerage steps that take input (the back office's brokerage area): the showing invitation, the
// failed check, the landlord's refusal and the failed signing. Shared by the staff app's forms and the server, which
// validates the same rules before the brokerage engine takes the step (the engine's own refusals say the same; a test
// keeps the texts equal).
import { z } from './zod';

/** At most this many are invited to one showing in one go. */
export const INVITE_MAX = 500;
export const BROKERAGE_TEXT_MAX = 500;

export const brokerageRuleMessages = {
  topN: 'Ange hur många sökande som ska bjudas in till visningen (minst en).',
  topNMax: `Högst ${INVITE_MAX} sökande kan bjudas in till en visning.`,
  starts: 'Ange när visningen börjar.',
  ends: 'Ange när visningen slutar.',
  showingTimes: 'Visningen måste sluta efter att den börjar.',
  unmetRequired: 'Ange minst ett krav som inte är uppfyllt.',
  refusalReasonRequired: 'Ange minst ett skäl till att hyresvärden inte godkände den sökande.',
  signFailedReasonRequired: 'Ange varför kontraktet inte kunde skrivas.',
  tooLong: `Texten får vara högst ${BROKERAGE_TEXT_MAX} tecken.`,
} as const;

const text = (required: string) => z.string().trim().min(1, required).max(BROKERAGE_TEXT_MAX, brokerageRuleMessages.tooLong);

export const inviteSchema = z
  .object({
    topN: z.coerce.number<number | string>({ error: brokerageRuleMessages.topN }).int(brokerageRuleMessages.topN).min(1, brokerageRuleMessages.topN).max(INVITE_MAX, brokerageRuleMessages.topNMax),
    starts: z.coerce.date<Date | string>({ error: brokerageRuleMessages.starts }),
    ends: z.coerce.date<Date | string>({ error: brokerageRuleMessages.ends }),
    mandatory: z.boolean(),
    digital: z.boolean(),
  })
  .refine((v) => v.ends.getTime() > v.starts.getTime(), { path: ['ends'], message: brokerageRuleMessages.showingTimes });
export type InviteInput = z.input<typeof inviteSchema>;

export const checkFailedSchema = z.object({
  unmetRequirements: z.array(z.string().trim().max(BROKERAGE_TEXT_MAX, brokerageRuleMessages.tooLong)).transform((l) => l.filter(Boolean)).pipe(z.array(z.string()).min(1, brokerageRuleMessages.unmetRequired)),
});

export const landlordRejectedSchema = z.object({
  reasons: z.array(z.object({ title: text(brokerageRuleMessages.refusalReasonRequired), reason: text(brokerageRuleMessages.refusalReasonRequired) })).min(1, brokerageRuleMessages.refusalReasonRequired),
});

export const signFailedSchema = z.object({ reason: text(brokerageRuleMessages.signFailedReasonRequired) });
