import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { appointmentMessageWords, formatInZone, SERVICE_TYPE_MESSAGE_IDS, type MessageId } from '@plumbing/shared';
import type { ManagedAppointmentFieldsFragment } from '../../../gql/graphql';
import { usePageQuery } from '../../../platform/apollo/use-page-query';
import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { richText, useWords } from '../../../platform/i18n/words';
import { CallLink } from '../../../ui/controls/call-link';
import { CardSection } from '../../../ui/layout/card-section';
import { PageHero } from '../../../ui/layout/page-hero';
import { NotFoundScreen } from '../../../ui/status/not-found-screen';
import { PageLoading } from '../../../ui/status/page-loading';
import { ManageAppointmentActions } from './manage-appointment-actions';
import { ManagedAppointmentQuery } from './manage-appointment-operations';
import { ManageProposals } from './manage-proposals';
import './manage-appointment-screen.css';

/** How each status reads to the customer. */
const STATUS_MESSAGE_IDS: Record<ManagedAppointmentFieldsFragment['status'], MessageId> = {
  pending: 'manage.status.pending',
  confirmed: 'manage.status.confirmed',
  rejected: 'manage.status.rejected',
  completed: 'manage.status.completed',
  cancelled: 'manage.status.cancelled',
};

/**
 * /appointments/{token} (/es/citas/{token} in Spanish): the customer's own appointment, from the private link in their e-mails
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
  const t = useWords();
  usePageTitle(appointment ? t('route.manageAppointment.title') : undefined);

  if (!appointment) return loading ? <PageLoading /> : <NotFoundScreen />;
  return (
    <>
      <PageHero
        eyebrow={name}
        title={t('route.manageAppointment.title')}
        lead={t('manage.lead', { canChange: appointment.canChange ? 'yes' : 'no' })}
      />
      <div className="section manage-appointment">
        <CardSection
          titleId="manage-appointment-title"
          title={t('manage.greeting', { hasName: appointment.firstName ? 'yes' : 'no', firstName: appointment.firstName })}
        >
          <dl className="appointment-facts">
            <div>
              <dt>{t('manage.service')}</dt>
              <dd>{t(SERVICE_TYPE_MESSAGE_IDS[appointment.serviceType])}</dd>
            </div>
            <div>
              <dt>{t('manage.when')}</dt>
              <dd>{formatInZone(new Date(appointment.startsAt), timeZone, t.locale)}</dd>
            </div>
            <div>
              <dt>{t('manage.status')}</dt>
              <dd className={`appointment-status appointment-status-${appointment.status}`}>{t(STATUS_MESSAGE_IDS[appointment.status])}</dd>
            </div>
          </dl>
          {/* The times the owner proposed with a rejection, booked with one press (issue #50). */}
          <ManageProposals token={token} appointment={appointment} timeZone={timeZone} phone={phone} onChanged={setChanged} />
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
          {appointment.changeRefusal && !appointment.proposals.some((proposal) => proposal.held) && (
            <p className="manage-note">{appointmentMessageWords(t, appointment.changeRefusal)}</p>
          )}
          <p className="manage-note">
            {richText(t, 'manage.questions', { link: (chunks) => <CallLink phone={phone}>{chunks}</CallLink> }, { phone })}
          </p>
        </CardSection>
      </div>
    </>
  );
}

export default ManageAppointmentScreen;
