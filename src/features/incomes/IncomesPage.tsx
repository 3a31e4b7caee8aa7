// /profile/incomes, 'Inkomster' (spec 001 §2, §3, §5, §7): the applicant's (or co-applicant's) incomes per month after
// tax, each with its certificate slots; adding, changing and deleting an income, uploading certificates, and marking
// one missing with a reason. The type list comes from getIncomeCategories, grouped as the server gives it.
import { useState } from 'react';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { BankIncomeBox } from '../bank';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useSaveAction } from '../../components/form/useSaveAction';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import {
  useGetIncomeCategoriesQuery,
  useGetIncomeCertificationsQuery,
  useGetIncomesQuery,
  type GetIncomeCategoriesQuery,
  type GetIncomesQuery,
} from '../../graphql/__generated__/hooks';
import { incomeMessages } from '../../rules/incomes';
import { CertificationSlot, type Slot } from './CertificationSlot';
import { IncomeForm, incomeFormValues } from './IncomeForm';
import { useAddIncome, useDeleteIncome, useUpdateIncome } from './incomeMutations';
import { incomesTexts as t } from './incomesTexts';
import './incomes.css';

type Income = GetIncomesQuery['getIncomes']['incomes'][number];
type Category = GetIncomeCategoriesQuery['getIncomeCategories']['incomeCategories'][number];

/** The income's heading: its name (the employer …) when it has one, else its type. */
const incomeTitle = (income: Income) => income.incomeName || income.incomeType?.name || '';

function IncomesSkeleton() {
  return (
    <Skeleton label={t.title}>
      {[0, 1].map((key) => (
        <div className="income income--skeleton" key={key}>
          <SkeletonLine width="40%" className="income__skeleton-heading" />
          <SkeletonLine width="25%" />
          <SkeletonLine />
          <SkeletonLine />
        </div>
      ))}
    </Skeleton>
  );
}

function IncomeItem({ income, categories, slots, onDelete }: { income: Income; categories: readonly Category[]; slots: readonly Slot[]; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateIncome();
  const title = incomeTitle(income);
  const headingId = `income-${income.applicantIncomeId}-title`;
  return (
    <li className="income" aria-labelledby={headingId}>
      <h2 className="income__title" id={headingId}>
        {title}
      </h2>
      <p className="income__amount">{income.incomeMonthlyFormated}</p>
      <p className="income__type">
        {income.incomeType?.name}
        {income.validTo && ` · ${t.validToShown(income.validTo)}`}
      </p>
      {editing ? (
        <section aria-label={t.editTitle(title)}>
          <IncomeForm
            idPrefix={`income-${income.applicantIncomeId}`}
            categories={categories}
            initial={incomeFormValues(income)}
            applicantIncomeId={income.applicantIncomeId}
            save={update}
            successMessage={incomeMessages.updated}
            onDone={() => setEditing(false)}
          />
        </section>
      ) : (
        <div className="income__actions">
          <button type="button" className="button button--secondary button--small" aria-label={t.editTitle(title)} onClick={() => setEditing(true)}>
            {t.edit}
          </button>
          <button type="button" className="button button--secondary button--small" aria-label={`${t.delete} ${title}`} onClick={onDelete}>
            {t.delete}
          </button>
        </div>
      )}
      <h3 className="income__certificates">{t.certificates}</h3>
      {slots.length === 0 ? (
        <p>{t.noCertificates}</p>
      ) : (
        <ul className="certifications">
          {slots.map((slot) => (
            <CertificationSlot key={`${slot.certificationTypeId}-${slot.slot}`} applicantIncomeId={income.applicantIncomeId} slot={slot} />
          ))}
        </ul>
      )}
    </li>
  );
}

export default function IncomesPage() {
  useDocumentTitle(t.title);
  const incomesQuery = useGetIncomesQuery();
  const categoriesQuery = useGetIncomeCategoriesQuery();
  const certificationsQuery = useGetIncomeCertificationsQuery();
  const add = useAddIncome();
  const remove = useDeleteIncome();
  const action = useSaveAction();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Income | null>(null);

  const incomes = incomesQuery.data?.getIncomes;
  const categories = categoriesQuery.data?.getIncomeCategories;
  const certifications = certificationsQuery.data?.getIncomeCertifications;
  const loading = (incomesQuery.loading && !incomes) || (categoriesQuery.loading && !categories) || (certificationsQuery.loading && !certifications);
  const failed = !loading && (!incomes || !categories || incomes.error || categories.error);
  const slotsOf = (id: number) => certifications?.incomeCertifications.find((c) => c.applicantIncomeId === id)?.slots ?? [];

  const confirmDelete = async () => {
    const income = deleting;
    setDeleting(null);
    if (income) await action.save(() => remove(income.applicantIncomeId), incomeMessages.deleted);
  };

  return (
    <div className="incomes-page">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <BankIncomeBox />
      {loading ? (
        <IncomesSkeleton />
      ) : failed || !incomes || !categories ? (
        <p className="alert alert--error">{t.loadFailed}</p>
      ) : (
        <>
          {incomes.incomes.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ul className="incomes">
              {incomes.incomes.map((income) => (
                <IncomeItem
                  key={income.applicantIncomeId}
                  income={income}
                  categories={categories.incomeCategories}
                  slots={slotsOf(income.applicantIncomeId)}
                  onDelete={() => setDeleting(income)}
                />
              ))}
            </ul>
          )}
          {adding ? (
            <section className="income income--new" aria-labelledby="income-new-title">
              <h2 id="income-new-title">{t.addTitle}</h2>
              <IncomeForm idPrefix="income-new" categories={categories.incomeCategories} initial={incomeFormValues()} save={add} successMessage={incomeMessages.added} onDone={() => setAdding(false)} />
            </section>
          ) : (
            <button type="button" className="button" onClick={() => setAdding(true)}>
              {t.add}
            </button>
          )}
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title={t.deleteConfirm(incomeTitle(deleting))}
          text={`${deleting.incomeType?.name ?? ''}, ${deleting.incomeMonthlyFormated}`}
          confirm={t.confirmDelete}
          cancel={t.cancel}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
