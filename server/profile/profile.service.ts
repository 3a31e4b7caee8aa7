// The profile questionnaires (spec 001 §2, §3, §5): read and save housing, capital, debts, studies, social support,
// the reduced income requirement and the tenant reference. Each call takes an actor: an applicant reaches only their
// own answers, staff name the applicant. Every save is validated with the form's own zod schema (src/rules/profile)
// and written in one transaction with the time it was saved, which decides when the answers are out of date.
import { stockholmDay } from '../../src/rules/calendar';
import {
  capitalSchema,
  debtSchema,
  housingSchema,
  profileMessages,
  reducedIncomeSchema,
  studentSchema,
  supportSchema,
  tenantReferenceSchema,
} from '../../src/rules/profile';
import { studentMessages } from '../../src/rules/profile/student';
import { supportMessages } from '../../src/rules/profile/support';
import { updateApplicant } from '../account/applicant.repository';
import type { Db, DbOrTx } from '../db/client';
import { applicantIdFor, type Actor } from '../domain/actor';
import { toDocumentView, type DocumentView } from '../documents/document-view';
import { failure, type Outcome, type ValidationError } from '../domain/outcome';
import { profileIndicatorsOf } from '../domain/profile-indicators';
import { readProfile } from './profile-facts';
import { toInformationView, toTenantReferenceView, type HousingView, type InformationView, type TenantReferenceView } from './profile-view';
import { landlordExists, regionExists, saveSection, type NewSectionRow } from './profile.repository';
import { STUDY_LOCATIONS, studyLocationOf, type StudyLocation } from './study-locations';

/** updateInformation's questionnaires, one a save (the spec's `{student|housing|capital|debt|misc}`). */
export const INFORMATION_SECTIONS = ['housing', 'capital', 'debt', 'student', 'misc', 'reducedIncome'] as const;
export type InformationSection = (typeof INFORMATION_SECTIONS)[number];
export type InformationInput = Partial<Record<InformationSection, unknown>>;

const ore = (kronor: number | null) => (kronor === null ? null : Math.round(kronor * 100));

type Saved = { ok: true } | { ok: false; problems: ValidationError[] };
const problems = (issues: readonly { path: readonly PropertyKey[]; message: string }[], fallback: string): ValidationError[] =>
  issues.map((i) => ({ code: String(i.path[0] ?? fallback), text: i.message }));

/** A refused save: 'Vi kunde inte spara dina uppgifter' with each rule's message on its field. */
const refused = (validationErrors: ValidationError[]) => failure(profileMessages.saveFailed, validationErrors);

export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private today(): string {
    return stockholmDay(this.now());
  }

  async information(actor: Actor, applicantId?: number): Promise<InformationView> {
    return this.informationOf(this.db, applicantIdFor(actor, applicantId));
  }

  private async informationOf(db: DbOrTx, applicantId: number): Promise<InformationView> {
    const p = await readProfile(db, applicantId);
    return toInformationView(p.rows, {
      indicators: profileIndicatorsOf(p.facts, this.today()),
      studentCertificationDocumentId: p.studentCertification?.documentId ?? null,
      supportDocumentId: p.supportDocument?.documentId ?? null,
    });
  }

  /** Saves one questionnaire (exactly one of the sections is given) and answers with every questionnaire as saved. */
  async updateInformation(actor: Actor, information: InformationInput, applicantId?: number): Promise<Outcome<{ information: InformationView }>> {
    const id = applicantIdFor(actor, applicantId);
    const given = INFORMATION_SECTIONS.filter((s) => information[s] != null);
    const [section] = given;
    if (!section || given.length > 1) return refused([]);
    return this.db.transaction(async (tx): Promise<Outcome<{ information: InformationView }>> => {
      const saved = await this.saveOne(tx, id, section, information[section]);
      if (!saved.ok) return refused(saved.problems);
      return { ok: true, information: await this.informationOf(tx, id) };
    });
  }

  /** The studies questionnaire on its own (updateApplicantStudent); the applicant's student flag follows it. */
  async updateStudent(actor: Actor, student: unknown, applicantId?: number): Promise<Outcome<{ information: InformationView }>> {
    return this.updateInformation(actor, { student }, applicantId);
  }

  async housing(actor: Actor, applicantId?: number): Promise<HousingView | null> {
    return (await this.information(actor, applicantId)).housing;
  }

  async updateHousing(actor: Actor, housing: unknown, applicantId?: number): Promise<Outcome<{ housing: HousingView | null }>> {
    const outcome = await this.updateInformation(actor, { housing }, applicantId);
    return outcome.ok ? { ok: true, housing: outcome.information.housing } : outcome;
  }

  async tenantReference(actor: Actor, applicantId?: number): Promise<TenantReferenceView | null> {
    const p = await readProfile(this.db, applicantIdFor(actor, applicantId));
    return toTenantReferenceView(p.rows.tenantReference);
  }

  async updateTenantReference(actor: Actor, input: unknown, applicantId?: number): Promise<Outcome<{ tenantReference: TenantReferenceView | null }>> {
    const id = applicantIdFor(actor, applicantId);
    const parsed = tenantReferenceSchema.safeParse(input ?? {});
    if (!parsed.success) return refused(problems(parsed.error.issues, 'landlordReference'));
    const { landlordReference, landlordId } = parsed.data;
    if (landlordId !== null && !(await landlordExists(this.db, landlordId))) return refused([{ code: 'landlordId', text: profileMessages.choiceRequired }]);
    return this.db.transaction(async (tx) => {
      await saveSection(tx, 'tenantReference', { applicantId: id, landlordReference, landlordId, updatedAt: this.now() });
      const p = await readProfile(tx, id);
      return { ok: true as const, tenantReference: toTenantReferenceView(p.rows.tenantReference) };
    });
  }

  /** The study cities (anyone may read them: they are the same for all). */
  studyLocations(): readonly StudyLocation[] {
    return STUDY_LOCATIONS;
  }

  /** The newest study certificate or economic-support decision (the documents area holds both). */
  async studentCertificationDocument(actor: Actor, applicantId?: number): Promise<DocumentView | null> {
    const { studentCertification } = await readProfile(this.db, applicantIdFor(actor, applicantId));
    return studentCertification && toDocumentView(studentCertification);
  }

  async economicSupportDocument(actor: Actor, applicantId?: number): Promise<DocumentView | null> {
    const { supportDocument } = await readProfile(this.db, applicantIdFor(actor, applicantId));
    return supportDocument && toDocumentView(supportDocument);
  }

  /** Validates one questionnaire with its form's schema and writes it whole. */
  private async saveOne(tx: DbOrTx, applicantId: number, section: InformationSection, input: unknown): Promise<Saved> {
    const updatedAt = this.now();
    const base = { applicantId, updatedAt };
    const write = async <S extends InformationSection>(s: S, row: NewSectionRow<S>): Promise<Saved> => {
      await saveSection(tx, s, row);
      return { ok: true };
    };
    switch (section) {
      case 'housing': {
        const r = housingSchema(this.today()).safeParse(input);
        if (!r.success) return { ok: false, problems: problems(r.error.issues, section) };
        const { moveInDate, ...answers } = r.data;
        return write('housing', { ...base, ...answers, moveInDate: `${moveInDate}-01` });
      }
      case 'capital': {
        const r = capitalSchema.safeParse(input);
        if (!r.success) return { ok: false, problems: problems(r.error.issues, section) };
        return write('capital', { ...base, ...r.data, depositionTotal: ore(r.data.depositionTotal), capitalTotal: ore(r.data.capitalTotal) });
      }
      case 'debt': {
        const r = debtSchema.safeParse(input);
        if (!r.success) return { ok: false, problems: problems(r.error.issues, section) };
        return write('debt', { ...base, ...r.data, debt: ore(r.data.debt) });
      }
      case 'student': {
        const r = studentSchema.safeParse(input);
        if (!r.success) return { ok: false, problems: problems(r.error.issues, section) };
        // The schema checks an id was chosen; only the server knows the list it must come from.
        if (r.data.student && !studyLocationOf(r.data.studyLocationId)) return { ok: false, problems: [{ code: 'studyLocationId', text: studentMessages.studyLocationRequired }] };
        await updateApplicant(tx, applicantId, { isStudent: r.data.student });
        return write('student', { ...base, ...r.data });
      }
      case 'misc': {
        const r = supportSchema.safeParse(input);
        if (!r.success) return { ok: false, problems: problems(r.error.issues, section) };
        if (r.data.regionId !== null && !(await regionExists(tx, r.data.regionId))) return { ok: false, problems: [{ code: 'regionId', text: supportMessages.municipalityRequired }] };
        return write('misc', { ...base, ...r.data });
      }
      case 'reducedIncome': {
        const r = reducedIncomeSchema().safeParse(input);
        if (!r.success) return { ok: false, problems: problems(r.error.issues, section) };
        return write('reducedIncome', { ...base, ...r.data, capitalTotal: ore(r.data.capitalTotal) });
      }
    }
  }
}
