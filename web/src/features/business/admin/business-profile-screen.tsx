import { useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { BusinessMessages } from '@plumbing/shared';
import type { AdminBusinessProfileQuery } from '../../../gql/graphql';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { siteConfig } from '../../../platform/site-config';
import { SettingsForm, SettingsPending, SettingsSave } from '../../../ui/admin/admin-screen-parts';
import { AdminBusinessProfileDocument } from './business-operations';
import { HoursSection } from './business-hours-section';
import { AddressSection, ContactSection, FiguresSection, LicenceSection, LinksSection } from './business-profile-sections';
import { toValues, type BusinessValues } from './business-profile-values';
import { ServiceAreasSection } from './service-areas-section';
import { useBusinessProfileForm } from './use-business-profile-form';
import './business-profile-screen.css';

/** /admin/business: the business's own facts, which every page, e-mail and head shows (issue #17). */
export default function BusinessProfileScreen() {
  usePageTitle('Business Profile');
  const { data, error, refetch } = useQuery(AdminBusinessProfileDocument, { fetchPolicy: 'network-only' });
  return (
    <>
      <Typography.Title level={1} className="admin-title">
        Business Profile
      </Typography.Title>
      {data ? (
        <BusinessProfileForm profile={data.businessProfile} />
      ) : (
        <SettingsPending failure={error ? 'Failed to fetch the business profile' : null} refetch={refetch} />
      )}
    </>
  );
}

function BusinessProfileForm({ profile }: { profile: AdminBusinessProfileQuery['businessProfile'] }) {
  const { form, saving, saved, saveError, hoursError, closuresError, serviceAreasError, submit, daysOffDialogs } = useBusinessProfileForm(
    profile.closures,
    siteConfig.business.timeZone,
  );
  return (
    <>
      {daysOffDialogs}
      <SettingsForm<BusinessValues> form={form} initialValues={toValues(profile)} onFinish={submit} className="business-form">
        <ContactSection />
        <AddressSection />
        <HoursSection hoursError={hoursError} closuresError={closuresError} />
        <LicenceSection />
        <ServiceAreasSection error={serviceAreasError} />
        <FiguresSection />
        <LinksSection />
        <SettingsSave saving={saving} saved={saved} error={saveError} savedText={BusinessMessages.saved} />
      </SettingsForm>
    </>
  );
}
