import { Suspense, type ComponentProps } from 'react';
import { bookingHoursWords, ChangeCollection } from '@plumbing/shared';
import { CallLink } from '../../../ui/controls/call-link';
import { siteConfig } from '../../../platform/site-config';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { graphql } from '../../../gql';
import { lazyWhenReached } from '../../../platform/hydration/lazy-when-reached';
import { usePageQuery } from '../../../platform/apollo/use-page-query';
import { FeatureGrid } from '../../../ui/layout/feature-grid';
import { PageLoading } from '../../../ui/status/page-loading';
import { CardSection } from '../../../ui/layout/card-section';
import { Section } from '../../../ui/layout/section';

const ScheduleRulesQuery = graphql(`
  query ScheduleRules {
    ...SchedulingRulesFields
  }
`);

const BOOKING_TITLE_ID = 'booking-title';
// The booking picker is the largest part of the page and sits below its fold on a phone: its code,
// and the Apollo client it asks for free times with, arrive when the visitor scrolls to it (issue #21).
const BookingForm = lazyWhenReached(BOOKING_TITLE_ID, async () => {
  const [{ BookingForm: Form }, { ApolloScreen }] = await Promise.all([
    import('./booking-form'),
    import('../../../platform/apollo/apollo-screen'),
  ]);
  return {
    default: function BookingFormWithClient(props: ComponentProps<typeof Form>) {
      return (
        <ApolloScreen>
          <Form {...props} />
        </ApolloScreen>
      );
    },
  };
});
const LOADING_DATES = 'Loading available dates…';

const FEATURES = [
  {
    title: '24/7 Emergency Service',
    text: "Burst pipe or overflowing drain? Call us any time, day or night, and we'll send a plumber.",
  },
  {
    title: 'Flexible Scheduling',
    text: 'Pick the day and time that suit you. We work around your schedule.',
  },
  {
    title: 'Licensed Professionals',
    text: 'Licensed, insured plumbers with years of experience in Tampa Bay homes and businesses.',
  },
  {
    title: 'Quick Response',
    text: 'We confirm every scheduling request within 1 business hour.',
  },
] as const;

/**
 * Everything on /schedule after its hero, the page's island (app/islands.tsx): the booking form
 * for the rules the page was rendered with, following the owner's changes while the page is open,
 * or the call-us notices when online scheduling is off.
 */
export function ScheduleBooking() {
  const { phone, emergencyPhone, email, timeZone } = siteConfig.business;
  // Fresh every visit: the owner may have changed the rules since the last one.
  const { data, error, refetch } = usePageQuery(ScheduleRulesQuery, { variables: {} });
  // …and while the page is open: the form obeys new rules at once.
  useDataChanged(ChangeCollection.settings, () => void refetch().catch(() => undefined));
  const settings = data?.appointmentSettings;
  const disabled = settings?.enableScheduling === false;

  let booking;
  if (settings && !disabled && data.bookingWindow) {
    booking = (
      <Suspense fallback={<PageLoading label={LOADING_DATES} />}>
        <BookingForm rules={settings} bookingWindow={data.bookingWindow} timeZone={timeZone} />
      </Suspense>
    );
  } else if (disabled) {
    booking = (
      <div className="booking-full">
        <p className="booking-full-title">Our short term schedule is full</p>
        <p>
          Please call us at <CallLink phone={phone} /> or e-mail <a href={`mailto:${email}`}>{email}</a> and we'll find a time for you.
        </p>
      </div>
    );
  } else if (error) {
    booking = (
      <div className="banner banner-error" role="alert">
        <p>
          We couldn't load the booking calendar. Please try again, or call us at <CallLink phone={phone} />.
        </p>
        <button type="button" className="button button-secondary" onClick={() => void refetch().catch(() => undefined)}>
          Try Again
        </button>
      </div>
    );
  } else {
    booking = <PageLoading label={LOADING_DATES} />;
  }

  return (
    <>
      {disabled && (
        <div className="section">
          <section className="notice notice-warning" aria-labelledby="scheduling-unavailable-title">
            <h2 id="scheduling-unavailable-title">Online Scheduling Currently Unavailable</h2>
            <p>We are currently experiencing high demand. Please call us directly to book your appointment.</p>
            <CallLink phone={phone} className="button button-accent">
              Call Us Now
            </CallLink>
          </section>
        </div>
      )}

      <Section titleId="features-title" title="Why book with us" hiddenTitle>
        <FeatureGrid features={FEATURES} />
      </Section>

      <div className="section split-layout">
        <CardSection titleId={BOOKING_TITLE_ID} title="Book Your Appointment">
          {booking}
        </CardSection>

        <CardSection titleId="important-title" title="Important Information" muted>
          <ul className="info-list">
            <li>
              For emergencies we're available 24/7: call <CallLink phone={emergencyPhone} />.
            </li>
            {settings?.enableScheduling && <li>Appointments can be booked {bookingHoursWords(settings, 'en')}.</li>}
            <li>We'll confirm your appointment by e-mail and phone.</li>
            <li>Please provide accurate contact information so we can reach you.</li>
          </ul>
        </CardSection>
      </div>
    </>
  );
}
