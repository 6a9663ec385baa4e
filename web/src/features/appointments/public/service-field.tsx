import {
  SERVICE_TYPE_LABELS,
  SERVICE_TYPE_MESSAGE_IDS,
  serviceRule,
  visitLengthWords,
  type ServiceRule,
  type ServiceTypeValue,
} from '@plumbing/shared';
import { siteConfig } from '../../../platform/site-config';
import { richText, useWords } from '../../../platform/i18n/words';
import { CallLink } from '../../../ui/controls/call-link';
import { fieldAria, FieldError, REQUIRED_LABEL } from '../../../ui/forms/form-fields';

const SERVICE_TYPES = Object.keys(SERVICE_TYPE_LABELS) as ServiceTypeValue[];

interface ServiceFieldProps {
  fieldId: string;
  /** The owner's rules per service type: its length, whether it is booked online (issue #50). */
  services: readonly ServiceRule[];
  value: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  error?: string;
}

/**
 * The booking form's Service Type (spec §2: the six types in form order), with how long the chosen
 * visit takes, or, for a service the owner books by phone, the phone to call (issue #50).
 */
export function ServiceField({ fieldId, services, value, onChange, error }: ServiceFieldProps) {
  const t = useWords();
  const chosen = value ? serviceRule({ services }, value as ServiceTypeValue) : undefined;
  const { phone } = siteConfig.business;
  return (
    <div className="field">
      <label htmlFor={fieldId} className={REQUIRED_LABEL}>
        {t('booking.serviceType')}
      </label>
      <select name="serviceType" value={value} onChange={onChange} {...fieldAria(fieldId, error, Boolean(chosen))}>
        <option value="">{t('booking.selectService')}</option>
        {SERVICE_TYPES.map((serviceType) => {
          const label = t(SERVICE_TYPE_MESSAGE_IDS[serviceType]);
          return (
            <option key={serviceType} value={serviceType}>
              {serviceRule({ services }, serviceType).bookableOnline ? label : t('booking.serviceByPhone', { service: label })}
            </option>
          );
        })}
      </select>
      {chosen && (
        <p className="field-hint" id={`${fieldId}-hint`} aria-live="polite">
          {chosen.bookableOnline
            ? visitLengthWords(chosen.minutes, t)
            : richText(
                t,
                'booking.byPhoneHint',
                { link: (chunks) => <CallLink phone={phone}>{chunks}</CallLink> },
                { service: t(SERVICE_TYPE_MESSAGE_IDS[chosen.serviceType]), phone },
              )}
        </p>
      )}
      <FieldError fieldId={fieldId} message={error} />
    </div>
  );
}
