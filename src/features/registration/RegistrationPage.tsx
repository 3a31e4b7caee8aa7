// /registration (spec 000 §2): full registration in the housing queue.
import { RegistrationFlow } from './RegistrationFlow';

export default function RegistrationPage() {
  return <RegistrationFlow kind="queue" />;
}
