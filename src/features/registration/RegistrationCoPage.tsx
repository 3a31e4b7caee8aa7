// /registrationco (spec 000 §2): registration of a free co-applicant account.
import { RegistrationFlow } from './RegistrationFlow';

export default function RegistrationCoPage() {
  return <RegistrationFlow kind="coApplicant" />;
}
