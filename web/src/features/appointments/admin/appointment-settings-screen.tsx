import { useQuery } from '@apollo/client/react';
import { Card, Checkbox, Form, Typography } from 'antd';
import { AppointmentSettingsQuery } from '../appointment-settings-operations';
import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { SettingsForm, SettingsPending, SettingsSave } from '../../../ui/admin/admin-screen-parts';
import { AvailabilitySection, BookingWindowSection, CustomerMessagesSection } from './appointment-settings-sections';
import { JobRulesSection } from './job-rules-section';
import { toValues, type Settings, type SettingsValues } from './appointment-settings-values';
import { useAppointmentSettingsForm } from './use-appointment-settings-form';
import './appointment-settings-screen.css';

/** /admin/appointment-settings: the rules of online booking (spec §2). */
export default function AppointmentSettingsScreen() {
  usePageTitle('Scheduling Settings');
  const { data, error, refetch } = useQuery(AppointmentSettingsQuery, { fetchPolicy: 'network-only' });

  const content = data ? (
    <AppointmentSettingsForm settings={data.appointmentSettings} />
  ) : (
    <SettingsPending failure={error ? 'Failed to fetch appointment settings' : null} refetch={refetch} />
  );

  return (
    <>
      <Typography.Title level={1} className="admin-title">
        Scheduling Settings
      </Typography.Title>
      {content}
    </>
  );
}

function AppointmentSettingsForm({ settings }: { settings: Settings }) {
  const { timeZone } = siteConfig.business;
  const { form, saving, saved, saveError, submit } = useAppointmentSettingsForm();

  return (
    <Card>
      <SettingsForm<SettingsValues> form={form} initialValues={toValues(settings)} onFinish={submit}>
        <Form.Item name="enableScheduling" valuePropName="checked" extra="When off, /schedule asks visitors to call instead.">
          <Checkbox>Enable Online Scheduling</Checkbox>
        </Form.Item>
        <AvailabilitySection timeZone={timeZone} />
        <BookingWindowSection />
        <JobRulesSection />
        <CustomerMessagesSection />
        <SettingsSave saving={saving} saved={saved} error={saveError} />
      </SettingsForm>
    </Card>
  );
}
