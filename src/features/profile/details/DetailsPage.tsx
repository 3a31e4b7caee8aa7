// /profile/details, 'Uppgifter' (spec 001 §2 profile questionnaires, §3, §5): one page with a section per
// questionnaire — housing, capital, debts, studies, social support, reduced income requirement and the tenant
// reference — each its own form saved on its own, with when it was last saved and whether it needs updating.
// What is left to do is listed on top (ProfileTodoList). One page rather than one per form: the applicant sees
// everything a landlord will read at once, and the indicators' links land on a section of it.
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { Skeleton, SkeletonLine } from '../../../components/Skeleton';
import {
  useGetEconomicSupportDocumentQuery,
  useGetIndicatorsQuery,
  useGetInformationQuery,
  useGetRegionsAndDistrictsQuery,
  useGetStudentCertificationDocumentQuery,
  useGetStudyLocationsQuery,
  useGetTenantReferenceQuery,
} from '../../../graphql/__generated__/hooks';
import { CapitalForm } from './CapitalForm';
import { CertificateUpload } from './CertificateUpload';
import { DebtForm } from './DebtForm';
import { capitalValues, debtValues, housingValues, reducedIncomeValues, studentValues, supportValues, tenantReferenceValues } from './detailsValues';
import { detailsTexts as t } from './detailsTexts';
import { HousingForm } from './HousingForm';
import { ProfileTodoList } from './ProfileTodoList';
import { QuestionnaireSection } from './QuestionnaireSection';
import { ReducedIncomeForm } from './ReducedIncomeForm';
import { StudentForm } from './StudentForm';
import { SupportForm } from './SupportForm';
import { TenantReferenceForm } from './TenantReferenceForm';
import './details.css';

const SECTION_ORDER = ['housing', 'capital', 'debt', 'student', 'support', 'reducedIncome', 'tenantReference'] as const;

function DetailsSkeleton() {
  return (
    <Skeleton label={t.title}>
      {SECTION_ORDER.map((key) => (
        <div className="questionnaire questionnaire--skeleton" key={key}>
          <SkeletonLine width="40%" className="questionnaire__skeleton-heading" />
          <SkeletonLine width="30%" />
          <SkeletonLine />
          <SkeletonLine />
        </div>
      ))}
    </Skeleton>
  );
}

export default function DetailsPage() {
  useDocumentTitle(t.title);
  const information = useGetInformationQuery();
  const tenantReference = useGetTenantReferenceQuery();
  const studyLocations = useGetStudyLocationsQuery().data?.getStudyLocations.studyLocations;
  const regions = useGetRegionsAndDistrictsQuery().data?.getRegionsAndDistricts.regions;
  const indicators = useGetIndicatorsQuery().data?.getIndicators.indicators;
  const studyCertificate = useGetStudentCertificationDocumentQuery().data?.getStudentCertificationDocument.document;
  const supportDecision = useGetEconomicSupportDocumentQuery().data?.getEconomicSupportDocument.document;

  const info = information.data?.getInformation.information;
  const reference = tenantReference.data?.getTenantReference;
  const loading = (information.loading && !info) || (tenantReference.loading && !reference);
  const failed = !loading && (!info || !reference || information.data?.getInformation.error || reference.error);

  return (
    <div className="details-page">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <ProfileTodoList />
      {loading ? (
        <DetailsSkeleton />
      ) : failed || !info || !reference ? (
        <p className="alert alert--error">{t.loadFailed}</p>
      ) : (
        <>
          <QuestionnaireSection id="housing" title={t.sections.housing} updated={info.housing?.housingUpdated} needsUpdate={indicators?.needToUpdateHousing === true}>
            <HousingForm initial={housingValues(info.housing)} />
          </QuestionnaireSection>
          <QuestionnaireSection id="capital" title={t.sections.capital} updated={info.capital?.capitalUpdated} needsUpdate={indicators?.needToUpdateCapital === true}>
            <CapitalForm initial={capitalValues(info.capital)} />
          </QuestionnaireSection>
          <QuestionnaireSection id="debt" title={t.sections.debt} updated={info.debt?.debtUpdated} needsUpdate={indicators?.needToUpdateDebt === true}>
            <DebtForm initial={debtValues(info.debt)} />
          </QuestionnaireSection>
          <QuestionnaireSection
            id="student"
            title={t.sections.student}
            updated={info.student?.studentUpdated}
            needsUpdate={indicators?.needToUpdateStudent === true || indicators?.needToUpdateStudentCertification === true}
          >
            <StudentForm
              initial={studentValues(info.student)}
              studyLocations={(studyLocations ?? []).map((l) => ({ value: String(l.studyLocationId), label: l.name }))}
            />
            {/* Asked for once the saved answer says the applicant studies (the indicator follows the saved answer). */}
            {info.student?.student && (
              <CertificateUpload id="student-certificate" label={t.student.certificate} documentType="STUDY_CERTIFICATE" current={studyCertificate} query="getStudentCertificationDocument" />
            )}
          </QuestionnaireSection>
          <QuestionnaireSection id="support" title={t.sections.support} updated={info.misc?.miscUpdated} needsUpdate={indicators?.needToUpdateSupportDocument === true}>
            <SupportForm initial={supportValues(info.misc)} municipalities={(regions ?? []).map((r) => ({ value: String(r.regionId), label: r.name }))} />
            {info.misc?.support && (
              <CertificateUpload
                id="support-certificate"
                label={t.support.certificate}
                documentType="ECONOMIC_SUPPORT"
                regionId={info.misc.regionId}
                current={supportDecision}
                query="getEconomicSupportDocument"
              />
            )}
          </QuestionnaireSection>
          <QuestionnaireSection id="reducedIncome" title={t.sections.reducedIncome} updated={info.reducedIncome?.reducedIncomeUpdated} needsUpdate={false}>
            <ReducedIncomeForm initial={reducedIncomeValues(info.reducedIncome)} />
          </QuestionnaireSection>
          <QuestionnaireSection id="tenantReference" title={t.sections.tenantReference} updated={reference.tenantReference?.tenantReferenceUpdated} needsUpdate={false}>
            <TenantReferenceForm initial={tenantReferenceValues(reference.tenantReference)} />
          </QuestionnaireSection>
        </>
      )}
    </div>
  );
}
