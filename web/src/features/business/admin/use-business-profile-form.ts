import { useMutation } from '@apollo/client/react';
import { Form } from 'antd';
import { useRef, useState } from 'react';
import type { Closure } from '@plumbing/shared';
import { updateSiteBusiness } from '../../../platform/site-business';
import { datesClosedBy, newlyClosed, useDaysOffJobs } from '../../appointments/admin';
import { fieldErrors, showFieldErrors, useRevealRefusal, useSettingsSave } from '../../../ui/admin/save-feedback';
import { SaveBusinessProfileMutation } from './business-operations';
import { toInput, toValues, type BusinessValues } from './business-profile-values';

/**
 * The business profile form's state and its save: the saved facts back into the form and the
 * site's own copy, each refusal under its field, the hours', the closures' and the service areas'
 * list refusals under their lists. New closed days over booked jobs are asked about first (issue
 * #50): `daysOffDialogs` renders the question. `saved`: the closures as saved when the form opened.
 */
export function useBusinessProfileForm(saved: readonly Closure[], timeZone: string) {
  // The closures as last saved: only days a save newly closes are asked about.
  const savedClosures = useRef(saved);
  const daysOff = useDaysOffJobs(timeZone);
  const [form] = Form.useForm<BusinessValues>();
  const [save, { loading: saving }] = useMutation(SaveBusinessProfileMutation);
  const { saved: savedNow, saveError, runSave } = useSettingsSave();
  const [hoursError, setHoursError] = useState<string | null>(null);
  const [closuresError, setClosuresError] = useState<string | null>(null);
  const [serviceAreasError, setServiceAreasError] = useState<string | null>(null);
  // The first refused field, not the message beside Save, is what to look at.
  const revealRefusal = useRevealRefusal(form);

  async function submit(values: BusinessValues) {
    setHoursError(null);
    setClosuresError(null);
    setServiceAreasError(null);
    const input = toInput(values);
    const choice = await daysOff.askBeforeSaving(
      newlyClosed(datesClosedBy(savedClosures.current), datesClosedBy(input.closures), timeZone),
    );
    if (choice === 'back') return;
    return runSave(async () => {
      try {
        const { data } = await save({ variables: { input } });
        if (choice === 'notify') daysOff.notifyAfterSaving();
        if (data) {
          savedClosures.current = data.saveBusinessProfile.closures;
          form.setFieldsValue(toValues(data.saveBusinessProfile));
          // The saved facts as the server keeps them (phones formatted, licences in capitals), through the input's shape.
          updateSiteBusiness(toInput(toValues(data.saveBusinessProfile)));
        }
      } catch (thrown) {
        // Each refusal under its field (the input mirrors the form); the lists' own refusals (hours, closures, areas) under the lists.
        const fields = fieldErrors(thrown);
        const LISTS = ['closures', 'serviceAreas'];
        const isList = (path: Array<string | number>) => path.length === 1 && LISTS.includes(String(path[0]));
        const listError = (list: string) =>
          fields.find((field) => isList(field.path) && field.path[0] === list)?.messages.join(' ') ?? null;
        setHoursError(fields.find((field) => field.path[0] === 'openingHours')?.messages.join(' ') ?? null);
        setClosuresError(listError('closures'));
        setServiceAreasError(listError('serviceAreas'));
        const refused = fields.filter((field) => field.path[0] !== 'openingHours' && !isList(field.path));
        showFieldErrors(form, refused);
        const first = refused[0]?.path;
        if (first) revealRefusal(first);
        throw thrown;
      }
    });
  }

  return {
    form,
    saving,
    saved: savedNow,
    saveError,
    hoursError,
    closuresError,
    serviceAreasError,
    submit,
    daysOffDialogs: daysOff.element,
  };
}
