// Warnings and blocks on the card. A warning needs a reason; when more than the agency's allowed number count within
// 12 months the server blocks the applicant for 6 months at once (the toast says so). A warning is revoked with a
// reason; a block is started (reason, last day, optionally one landlord) after a confirmation, and ended early after
// one. The rules are src/rules/staff-applicants.ts, which the server checks too.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { formatDateTime } from '../../components/dateFormat';
import { showToast } from '../../components/toast/toastStore';
import { stockholmDay } from '../../rules/calendar';
import {
  staffBlockSchema,
  staffRevokeWarningSchema,
  staffWarningSchema,
  type StaffBlockInput,
  type StaffWarningInput,
} from '../../rules/staff-applicants';
import { useStaffEndBlockMutation } from '../../../operations/staff/applicants/__generated__/StaffEndBlock';
import { useStaffIssueWarningMutation } from '../../../operations/staff/applicants/__generated__/StaffIssueWarning';
import { useStaffRevokeWarningMutation } from '../../../operations/staff/applicants/__generated__/StaffRevokeWarning';
import { useStaffStartBlockMutation } from '../../../operations/staff/applicants/__generated__/StaffStartBlock';
import { applyChange, useReplaceCard, type ApplicantCard, type ChangeOutcome } from './applicantChange';

type Block = ApplicantCard['blocks'][number];

const warningIds = { reason: 'warning-reason' } as const;
const revokeIds = { reason: 'revoke-reason' } as const;
const blockIds = { reason: 'block-reason', end: 'block-end', landlord: 'block-landlord' } as const;

export function WarningsSection({ card }: { card: ApplicantCard }) {
  const replaceCard = useReplaceCard(card.applicantId);
  const [issue] = useStaffIssueWarningMutation();
  const [revoking, setRevoking] = useState<number | null>(null);
  const { fieldProps, shellProps } = useSubmitForm<StaffWarningInput, StaffWarningInput, Extract<ChangeOutcome, { ok: true }>>({
    resolver: zodResolver(staffWarningSchema),
    defaultValues: { reason: '' },
    fieldIds: warningIds,
    save: ({ reason }) => applyChange(async () => (await issue({ variables: { applicantId: card.applicantId, reason } })).data?.staffIssueWarning, replaceCard),
    afterSave: () => ({ reason: '' }),
    onSaved: ({ automaticBlock }) =>
      showToast(
        'success',
        automaticBlock ? `Varningen är registrerad. Sökanden är spärrad till och med ${automaticBlock.end} (${automaticBlock.reason.toLowerCase()}).` : 'Varningen är registrerad',
      ),
  });
  const inForce = card.warnings.filter((w) => w.inForce).length;
  return (
    <section aria-labelledby="warnings-heading" className="staff-section">
      <h2 id="warnings-heading">Varningar</h2>
      <p>
        {inForce} varning{inForce === 1 ? '' : 'ar'} gäller. Fler än {card.maxWarnings} inom 12 månader ger en spärr i 6 månader.
      </p>
      {card.warnings.length > 0 && (
        <table className="staff-table">
          <caption>Varningar</caption>
          <thead>
            <tr>
              <th scope="col">Skäl</th>
              <th scope="col">Gäller</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Åtgärd</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {card.warnings.map((w) => (
              <tr key={w.warningId}>
                <td>{w.reason}</td>
                <td>
                  {w.validFromDate} – {w.validToDate}
                </td>
                <td>
                  {w.revokedAt ? `Återkallad ${formatDateTime(w.revokedAt)}: ${w.revokedReason ?? ''}` : w.inForce ? 'Gäller' : 'Har gått ut'}
                </td>
                <td>
                  {!w.revokedAt && (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-expanded={revoking === w.warningId}
                      aria-controls="revoke-form"
                      onClick={() => setRevoking(revoking === w.warningId ? null : w.warningId)}
                    >
                      Återkalla<span className="visually-hidden"> varningen från {w.validFromDate}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {revoking !== null && <RevokeForm key={revoking} warningId={revoking} card={card} onDone={() => setRevoking(null)} />}
      <h3>Ge en varning</h3>
      <FormShell {...shellProps} submitLabel="Ge varning">
        <TextAreaField label="Skäl till varningen" description="Skälet visas för sökanden under Mitt konto." rows={2} {...fieldProps('reason')} />
      </FormShell>
    </section>
  );
}

function RevokeForm({ warningId, card, onDone }: { warningId: number; card: ApplicantCard; onDone: () => void }) {
  const replaceCard = useReplaceCard(card.applicantId);
  const [revoke] = useStaffRevokeWarningMutation();
  const { fieldProps, shellProps } = useSubmitForm<StaffWarningInput, StaffWarningInput>({
    resolver: zodResolver(staffRevokeWarningSchema),
    defaultValues: { reason: '' },
    fieldIds: revokeIds,
    save: ({ reason }) => applyChange(async () => (await revoke({ variables: { warningId, reason } })).data?.staffRevokeWarning, replaceCard),
    successMessage: 'Varningen är återkallad',
    onSaved: onDone,
  });
  return (
    <div id="revoke-form" className="staff-subform">
      <h3>Återkalla varningen</h3>
      <FormShell
        {...shellProps}
        submitLabel="Återkalla varningen"
        actions={
          <button type="button" className="button button--secondary" onClick={onDone}>
            Avbryt
          </button>
        }
      >
        <TextAreaField label="Skäl till återkallelsen" rows={2} {...fieldProps('reason')} />
      </FormShell>
    </div>
  );
}

export function BlocksSection({ card }: { card: ApplicantCard }) {
  const replaceCard = useReplaceCard(card.applicantId);
  const [start] = useStaffStartBlockMutation();
  const [end] = useStaffEndBlockMutation();
  const [confirming, setConfirming] = useState<{ values: { reason: string; end: string; landlord: string | null }; answer: (yes: boolean) => void } | null>(null);
  const [ending, setEnding] = useState<Block | null>(null);

  const { fieldProps, shellProps } = useSubmitForm<StaffBlockInput, { reason: string; end: string; landlord: string | null }>({
    resolver: zodResolver(staffBlockSchema),
    defaultValues: { reason: '', end: '', landlord: '' },
    fieldIds: blockIds,
    save: async (values) => {
      const yes = await new Promise<boolean>((answer) => setConfirming({ values, answer }));
      setConfirming(null);
      if (!yes) return undefined;
      return applyChange(async () => (await start({ variables: { applicantId: card.applicantId, ...values } })).data?.staffStartBlock, replaceCard);
    },
    successMessage: 'Sökanden är spärrad',
    afterSave: () => ({ reason: '', end: '', landlord: '' }),
  });

  const endBlock = async (block: Block) => {
    setEnding(null);
    const outcome = await applyChange(async () => (await end({ variables: { blockId: block.blockId } })).data?.staffEndBlock, replaceCard);
    showToast(outcome.ok ? 'success' : 'error', outcome.ok ? 'Spärren är hävd' : outcome.message);
  };

  return (
    <section aria-labelledby="blocks-heading" className="staff-section">
      <h2 id="blocks-heading">Spärrar</h2>
      {card.blocks.length === 0 ? (
        <p>Inga spärrar.</p>
      ) : (
        <table className="staff-table">
          <caption>Spärrar</caption>
          <thead>
            <tr>
              <th scope="col">Skäl</th>
              <th scope="col">Hyresvärd</th>
              <th scope="col">Gäller</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Åtgärd</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {card.blocks.map((b) => (
              <tr key={b.blockId}>
                <td>{b.reason}</td>
                <td>{b.landlord ?? 'Alla hyresvärdar'}</td>
                <td>
                  {b.start} – {b.end}
                </td>
                <td>{b.endedAt ? `Hävd ${formatDateTime(b.endedAt)}` : b.inForce ? 'Gäller' : 'Gäller inte'}</td>
                <td>
                  {!b.endedAt && (b.inForce || b.start > stockholmDay(new Date())) && (
                    <button type="button" className="button button--secondary button--small" onClick={() => setEnding(b)}>
                      Häv spärren<span className="visually-hidden"> från {b.start}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>Spärra sökanden</h3>
      <FormShell {...shellProps} submitLabel="Spärra sökanden">
        <TextAreaField label="Skäl till spärren" description="Skälet visas för sökanden när hen försöker anmäla intresse." rows={2} {...fieldProps('reason')} />
        <TextField label="Sista dag spärren gäller" description="ÅÅÅÅ-MM-DD" type="date" {...fieldProps('end')} />
        <TextField label="Hyresvärd (valfritt)" description="Lämna tomt för att spärra mot alla hyresvärdar." autoComplete="off" {...fieldProps('landlord')} />
      </FormShell>
      {confirming && (
        <ConfirmDialog
          title="Spärra sökanden?"
          text={`${card.firstName} ${card.lastName} kan inte anmäla intresse${confirming.values.landlord ? ` för ${confirming.values.landlord}s bostäder` : ''} från i dag till och med ${confirming.values.end}.`}
          confirm="Spärra"
          cancel="Avbryt"
          onConfirm={() => confirming.answer(true)}
          onCancel={() => confirming.answer(false)}
        />
      )}
      {ending && (
        <ConfirmDialog
          title="Häva spärren?"
          text={`Spärren (${ending.reason}) upphör i dag och ${card.firstName} ${card.lastName} kan anmäla intresse igen.`}
          confirm="Häv spärren"
          cancel="Avbryt"
          onConfirm={() => void endBlock(ending)}
          onCancel={() => setEnding(null)}
        />
      )}
    </section>
  );
}
