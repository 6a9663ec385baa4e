import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatInZone, ManageAppointmentMessages, SERVICE_TYPE_LABELS } from '@plumbing/shared';
import type { ManagedAppointmentFieldsFragment } from '../../../gql/graphql';
import { usePageQuery } from '../../../platform/apollo/use-page-query';
import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { CallLink } from '../../../ui/controls/call-link';
import { CardSection } from '../../../ui/layout/card-section';
import { PageHero } from '../../../ui/layout/page-hero';
import { NotFoundScreen } from '../../../ui/status/not-found-screen';
import { PageLoading } from '../../../ui/status/page-loading';
import { ManageAppointmentActions } from './manage-appointment-actions';
import { ManagedAppointmentQuery } from './manage-appointment-operations';
import './manage-appointment-screen.css';

/**
 * /appointments/{token}: the customer's own appointment, from the private link in their e-mails
 * (rendered by the server with its data; an unknown or expired link is the 404 screen). Reading it
 * changes nothing: the changes are the buttons' (ManageAppointmentActions).
 */
export function ManageAppointmentScreen() {
  const { token = '' } = useParams();
  const { name, phone, timeZone } = siteConfig.business;
  const { data, loading } = usePageQuery(ManagedAppointmentQuery, { variables: { token } });
  // What the last change answered: newer than the page's data.
  const [changed, setChanged] = useState<ManagedAppointmentFieldsFragment | null>(null);
  const appointment = changed ?? data?.appointmentByToken;
  usePageTitle(appointment ? ManageAppointmentMessages.title : undefined);

  if (!appointment) return loading ? <PageLoading /> : <NotFoundScreen />;
  return (
    <>
      <PageHero eyebrow={name} title={ManageAppointmentMessages.title} lead={ManageAppointmentMessages.lead(appointment.canChange)} />
      <div className="section manage-appointment">
        <CardSection titleId="manage-appointment-title" title={ManageAppointmentMessages.greeting(appointment.firstName)}>
          <dl className="appointment-facts">
            <div>
              <dt>Service</dt>
              <dd>{SERVICE_TYPE_LABELS[appointment.serviceType]}</dd>
            </div>
            <div>
              <dt>When</dt>
              <dd>{formatInZone(new Date(appointment.startsAt), timeZone)}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd className={`appointment-status appointment-status-${appointment.status}`}>
                {ManageAppointmentMessages.status[appointment.status]}
              </dd>
            </div>
          </dl>
          {/* Kept while the appointment can no longer change: it says how the last change went. */}
          {data?.bookingWindow && (
            <ManageAppointmentActions
              token={token}
              appointment={appointment}
              rules={data.appointmentSettings}
              bookingWindow={data.bookingWindow}
              timeZone={timeZone}
              onChanged={setChanged}
            />
          )}
          {appointment.changeRefusal && <p className="manage-note">{appointment.changeRefusal}</p>}
          <p className="manage-note">
            Questions? Call us at <CallLink phone={phone} />.
          </p>
        </CardSection>
      </div>
    </>
  );
}

export default ManageAppointmentScreen;
