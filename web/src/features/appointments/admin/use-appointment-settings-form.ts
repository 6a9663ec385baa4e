import { useMutation } from '@apollo/client/react';
import { Form } from 'antd';
import { graphql } from '../../../gql';
import { useSettingsSave } from '../../../ui/admin/save-feedback';
import { AppointmentSettingsQuery } from '../appointment-settings-operations';
import { toInput, type SettingsValues } from './appointment-settings-values';

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
 * (Days closed are the business profile's closures, asked about over booked jobs there: issue #50, #51.)
 */
export function useAppointmentSettingsForm() {
  const [form] = Form.useForm<SettingsValues>();
  const [save, { loading: saving }] = useMutation(SaveAppointmentSettingsMutation);
  const { saved, saveError, runSave } = useSettingsSave();

  async function submit(values: SettingsValues) {
    await runSave(() => saveValues(values));
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

  return { form, saving, saved, saveError, submit };
}
