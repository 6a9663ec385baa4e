import { Fragment, Suspense, type ComponentProps, type ReactNode } from 'react';
import { bookingHoursWords, ChangeCollection, type MessageId, type Translator } from '@plumbing/shared';
import { CallLink } from '../../../ui/controls/call-link';
import { siteConfig } from '../../../platform/site-config';
import { useWords } from '../../../platform/i18n/words';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { graphql } from '../../../gql';
import { lazyWhenReached } from '../../../platform/hydration/lazy-when-reached';
import { usePageQuery } from '../../../platform/apollo/use-page-query';
import { FeatureGrid } from '../../../ui/layout/feature-grid';
import { PageLoading } from '../../../ui/status/page-loading';
import { CardSection } from '../../../ui/layout/card-section';
import { PageHero } from '../../../ui/layout/page-hero';
import { Section } from '../../../ui/layout/section';

const ScheduleRulesQuery = graphql(`
  query ScheduleRules {
    ...SchedulingRulesFields
    # The form tells a visitor whose ZIP code no area lists; no other page needs the lists (site-config leaves them out).
    businessProfile {
      serviceAreas {
        zipCodes
      }
    }
  }
`);

export const BOOKING_TITLE_ID = 'booking-title';
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

const features = (t: Translator) => [
  { title: t('schedule.feature.emergency.title'), text: t('schedule.feature.emergency.text') },
  { title: t('schedule.feature.flexible.title'), text: t('schedule.feature.flexible.text') },
  { title: t('schedule.feature.licensed.title'), text: t('schedule.feature.licensed.text') },
  { title: t('schedule.feature.quick.title'), text: t('schedule.feature.quick.text') },
];

/**
 * A message whose `<call>` is a call link to `phone` and `<mail>` a mail link to `email`, its parts
 * keyed by their place (React 19 still warns of keyless elements that Children.toArray keys).
 */
function withContactLinks(t: Translator, id: MessageId, { phone, email = '' }: { phone: string; email?: string }): ReactNode {
  return t
    .rich<ReactNode>(id, {
      phone,
      email,
      call: (chunks) => <CallLink phone={phone}>{chunks}</CallLink>,
      mail: (chunks) => <a href={`mailto:${email}`}>{chunks}</a>,
    })
    .map((part, index) => <Fragment key={index}>{part}</Fragment>);
}

/**
 * Everything on /schedule, the page's island (app/islands.ts): the booking form for the rules the
 * page was rendered with, following the owner's changes while the page is open; or, when online
 * scheduling is off, the spec's call-us notices alone, without the hero's and the features'
 * promises of a booking (issue #51).
 */
export function ScheduleBooking() {
  const { name, phone, emergencyPhone, email, timeZone } = siteConfig.business;
  const t = useWords();
  // Fresh every visit: the owner may have changed the rules since the last one.
  const { data, error, refetch } = usePageQuery(ScheduleRulesQuery, { variables: {} });
  // …and while the page is open: the form obeys new rules at once.
  useDataChanged(ChangeCollection.settings, () => void refetch().catch(() => undefined));
  const settings = data?.appointmentSettings;
  const disabled = settings?.enableScheduling === false;

  let booking;
  if (settings && !disabled && data.bookingWindow) {
    booking = (
      <Suspense fallback={<PageLoading label={t('schedule.loadingDates')} />}>
        <BookingForm
          rules={settings}
          bookingWindow={data.bookingWindow}
          timeZone={timeZone}
          serviceAreas={data.businessProfile.serviceAreas}
        />
      </Suspense>
    );
  } else if (disabled) {
    booking = (
      <div className="booking-full">
        <p className="booking-full-title">{t('schedule.full.title')}</p>
        <p>{withContactLinks(t, 'schedule.full.text', { phone, email })}</p>
      </div>
    );
  } else if (error) {
    booking = (
      <div className="banner banner-error" role="alert">
        <p>{withContactLinks(t, 'schedule.loadFailed', { phone })}</p>
        <button type="button" className="button button-secondary" onClick={() => void refetch().catch(() => undefined)}>
          {t('schedule.tryAgain')}
        </button>
      </div>
    );
  } else {
    booking = <PageLoading label={t('schedule.loadingDates')} />;
  }

  return (
    <>
      <PageHero eyebrow={name} title={t('schedule.title')} lead={disabled ? undefined : t('schedule.lead')} />
      {disabled && (
        <div className="section">
          <section className="notice notice-warning" aria-labelledby="scheduling-unavailable-title">
            <h2 id="scheduling-unavailable-title">{t('schedule.unavailable.title')}</h2>
            <p>{t('schedule.unavailable.text')}</p>
            <CallLink phone={phone} className="button button-accent">
              {t('schedule.callNow')}
            </CallLink>
          </section>
        </div>
      )}

      {!disabled && (
        <Section titleId="features-title" title={t('schedule.featuresTitle')} hiddenTitle>
          <FeatureGrid features={features(t)} />
        </Section>
      )}

      <div className="section split-layout">
        <CardSection titleId={BOOKING_TITLE_ID} title={t('schedule.bookTitle')}>
          {booking}
        </CardSection>

        <CardSection titleId="important-title" title={t('schedule.infoTitle')} muted>
          <ul className="info-list">
            <li>{withContactLinks(t, 'schedule.info.emergency', { phone: emergencyPhone })}</li>
            {!disabled && (
              <>
                {settings && <li>{t('schedule.info.hours', { hours: bookingHoursWords(settings, t.locale) })}</li>}
                <li>{t('schedule.info.confirm')}</li>
                <li>{t('schedule.info.contact')}</li>
              </>
            )}
          </ul>
        </CardSection>
      </div>
    </>
  );
}
