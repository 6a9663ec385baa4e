import { useMutation } from '@apollo/client/react';
import { Form } from 'antd';
import { useState } from 'react';
import { updateSiteBusiness } from '../../../platform/site-config';
import { fieldErrors, showFieldErrors, useRevealRefusal, useSettingsSave } from '../../../ui/admin/save-feedback';
import { SaveBusinessProfileMutation } from './business-operations';
import { toInput, toValues, type BusinessValues } from './business-profile-values';

/**
 * The business profile form's state and its save: the saved facts back into the form and the
 * site's own copy, each refusal under its field, the hours' and the closures' list refusals
 * under their lists.
 */
export function useBusinessProfileForm() {
  const [form] = Form.useForm<BusinessValues>();
  const [save, { loading: saving }] = useMutation(SaveBusinessProfileMutation);
  const { saved, saveError, runSave } = useSettingsSave();
  const [hoursError, setHoursError] = useState<string | null>(null);
  const [closuresError, setClosuresError] = useState<string | null>(null);
  // The first refused field, not the message beside Save, is what to look at.
  const revealRefusal = useRevealRefusal(form);

  function submit(values: BusinessValues) {
    setHoursError(null);
    setClosuresError(null);
    return runSave(async () => {
      try {
        const input = toInput(values);
        const { data } = await save({ variables: { input } });
        if (data) {
          form.setFieldsValue(toValues(data.saveBusinessProfile));
          // The saved facts as the server keeps them (phones formatted, licences in capitals), through the input's shape.
          updateSiteBusiness(toInput(toValues(data.saveBusinessProfile)));
        }
      } catch (thrown) {
        // Each refusal under its field (the input mirrors the form); the hours' and the closures' list refusals under their lists.
        const fields = fieldErrors(thrown);
        const isClosuresList = (path: Array<string | number>) => path.join('.') === 'closures';
        setHoursError(fields.find((field) => field.path[0] === 'openingHours')?.messages.join(' ') ?? null);
        setClosuresError(fields.find((field) => isClosuresList(field.path))?.messages.join(' ') ?? null);
        const refused = fields.filter((field) => field.path[0] !== 'openingHours' && !isClosuresList(field.path));
        showFieldErrors(form, refused);
        const first = refused[0]?.path;
        if (first) revealRefusal(first);
        throw thrown;
      }
    });
  }

  return { form, saving, saved, saveError, hoursError, closuresError, submit };
}
