// The maintenance message banner (spec 000 §2): shown while a message is in force or planned.
import { formatDateTime } from '../../components/dateFormat';
import { useGetMaintenanceMessageQuery } from '../../graphql/__generated__/hooks';

export function MaintenanceBanner() {
  const { data } = useGetMaintenanceMessageQuery();
  const message = data?.getMaintenanceMessage.maintenanceMessage;
  if (!message) return null;
  return (
    <section className="maintenance-banner" role="region" aria-label="Driftmeddelande">
      <p className="maintenance-banner__message">{message.message}</p>
      <p className="maintenance-banner__period">
        Från <time dateTime={message.start}>{formatDateTime(message.start)}</time> till{' '}
        <time dateTime={message.stop}>{formatDateTime(message.stop)}</time>
      </p>
    </section>
  );
}
