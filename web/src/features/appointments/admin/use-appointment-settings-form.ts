import { useMutation } from '@apollo/client/react';
import { Form } from 'antd';
import { graphql } from '../../../gql';
import { useSettingsSave } from '../../../ui/admin/save-feedback';
import { AppointmentSettingsQuery } from '../appointment-settings-operations';
import { toInput, type Settings, type SettingsValues } from './appointment-settings-values';
import { newlyClosed, useDaysOffJobs } from './days-off-jobs';

const SaveAppointmentSettingsMutation = graphql(`
  mutation SaveAppointmentSettings($input: AppointmentSettingsInput!) {
    saveAppointmentSettings(input: $input) {
      ...AppointmentSettingsFields
      ...CustomerMessageSettingsFields
      ...CrewSettingsFields
    }
  }
`);

/**
 * The scheduling settings form's state and its save, whose answer becomes what /schedule reads too.
 * New excluded dates over booked jobs are asked about first (issue #50): `daysOffDialogs` renders the question.
 */
export function useAppointmentSettingsForm(current: Settings, timeZone: string) {
  const [form] = Form.useForm<SettingsValues>();
  const [save, { loading: saving }] = useMutation(SaveAppointmentSettingsMutation);
  const { saved, saveError, runSave } = useSettingsSave();
  const daysOff = useDaysOffJobs(timeZone);

  async function submit(values: SettingsValues) {
    const choice = await daysOff.askBeforeSaving(newlyClosed(current.excludedDates, values.excludedDates, timeZone));
    if (choice === 'back') return;
    await runSave(async () => {
      await saveValues(values);
      if (choice === 'notify') daysOff.notifyAfterSaving();
    });
  }

  function saveValues(values: SettingsValues) {
    return save({
      variables: { input: toInput(values) },
      // Both this screen and /schedule read the root field appointmentSettings.
      update(cache, { data: answer }) {
        if (answer) {
          cache.writeQuery({
            query: AppointmentSettingsQuery,
            data: { appointmentSettings: answer.saveAppointmentSettings },
          });
        }
      },
    });
  }

  return { form, saving, saved, saveError, submit, daysOffDialogs: daysOff.element };
}
