import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Checkbox, Form, Input, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { BusinessMessages, closureRefusal, ClosureMessages, licenceLine, MAX_CLOSURES, openingHoursWords, WEEKDAY_NAMES, type BusinessProfileData, type Closure, type OpeningRange } from '@plumbing/shared';
import type { AdminBusinessProfileQuery } from '../../../gql/graphql';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { updateSiteBusiness } from '../../../platform/site-config';
import { keepEnterInField, SettingsPending, SettingsSave } from '../../../ui/admin/admin-screen-parts';
import { fieldErrors, showFieldErrors, useRevealRefusal, useSettingsSave } from '../../../ui/admin/save-feedback';
import { AdminBusinessProfileDocument, SaveBusinessProfileMutation } from './business-operations';
import './business-profile-screen.css';

/** The form's values: the input's shape, lists written as text the owner edits. */
type BusinessValues = Omit<BusinessProfileData, 'licenceNumbers' | 'serviceArea' | 'socialProfiles' | 'reviewUrl'> & {
  licenceNumbers: string;
  serviceArea: string;
  socialProfiles: string;
  reviewUrl: string;
};

/** "a, b ,, c" → ['a', 'b', 'c']. */
const splitList = (text: string | undefined, separator: RegExp) =>
  (text ?? '')
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);
const commaList = (text: string | undefined) => splitList(text, /,/);
const lineList = (text: string | undefined) => splitList(text, /\n/);

function toValues(profile: BusinessProfileData): BusinessValues {
  return {
    ...profile,
    address: { ...profile.address },
    figures: { ...profile.figures },
    openingHours: profile.openingHours.map((ranges) => ranges.map(({ open, close }) => ({ open, close }))),
    closures: profile.closures.map(({ name, from, to }) => ({ name, from, to })),
    licenceNumbers: profile.licenceNumbers.join(', '),
    serviceArea: profile.serviceArea.join(', '),
    socialProfiles: profile.socialProfiles.join('\n'),
    reviewUrl: profile.reviewUrl ?? '',
  };
}

function toInput(values: BusinessValues): BusinessProfileData {
  return {
    name: values.name,
    phone: values.phone,
    emergencyPhone: values.emergencyPhone,
    email: values.email,
    address: { street: values.address.street, city: values.address.city, region: values.address.region, postalCode: values.address.postalCode },
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
    licenceNumbers: commaList(values.licenceNumbers),
    openingHours: values.openingHours.map((ranges: OpeningRange[] = []) => ranges.map(({ open, close }) => ({ open: open.trim(), close: close.trim() }))),
    closures: closuresOf(values.closures),
    emergencyService: values.emergencyService,
    serviceArea: commaList(values.serviceArea),
    foundedYear: values.foundedYear,
    figures: { years: values.figures.years, customers: values.figures.customers, satisfaction: values.figures.satisfaction },
    reviewUrl: values.reviewUrl?.trim() || null,
    socialProfiles: lineList(values.socialProfiles),
  };
}

/** The closures as typed: a closure without a last day is one day long. */
function closuresOf(closures: Array<Partial<Closure> | undefined> = []): Closure[] {
  return closures.map((closure) => ({ name: closure?.name?.trim() ?? '', from: closure?.from ?? '', to: closure?.to || closure?.from || '' }));
}

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
  const [form] = Form.useForm<BusinessValues>();
  const [save, { loading: saving }] = useMutation(SaveBusinessProfileMutation);
  const { saved, saveError, runSave } = useSettingsSave();
  const [hoursError, setHoursError] = useState<string | null>(null);
  const [closuresError, setClosuresError] = useState<string | null>(null);
  // The first refused field, not the message beside Save, is what to look at.
  const revealRefusal = useRevealRefusal(form);
  const licences = Form.useWatch('licenceNumbers', form);
  // Every page says the hours in words read from these same weekly hours (issue #38): shown as they will read.
  const weeklyHours = Form.useWatch('openingHours', form) as OpeningRange[][] | undefined;
  const emergencyService = Form.useWatch('emergencyService', form) as boolean | undefined;
  const hoursPreview = openingHoursWords({
    openingHours: (weeklyHours ?? []).map((ranges = []) => ranges.filter((range) => range?.open && range?.close)),
    emergencyService: Boolean(emergencyService),
  });
  const preview = licenceLine(commaList(licences));

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

  return (
    <Form<BusinessValues>
      form={form}
      layout="vertical"
      initialValues={toValues(profile)}
      onFinish={submit}
      onKeyDown={keepEnterInField}
      scrollToFirstError={{ block: 'center', focus: true }}
      className="business-form"
    >
      <Card title="Contact" className="business-section">
        <Form.Item label="Business name" name="name" rules={[{ required: true, whitespace: true, message: BusinessMessages.nameRequired }]}>
          <Input maxLength={120} autoComplete="organization" />
        </Form.Item>
        <div className="business-columns">
          <Form.Item label="Office phone" name="phone" rules={[{ required: true, message: BusinessMessages.phoneInvalid }]}>
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item label="Emergency phone" name="emergencyPhone" rules={[{ required: true, message: BusinessMessages.phoneInvalid }]}>
            <Input type="tel" />
          </Form.Item>
        </div>
        <Form.Item label="E-mail" name="email" rules={[{ required: true, type: 'email', message: BusinessMessages.emailInvalid }]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="emergencyService" valuePropName="checked">
          <Checkbox>24/7 emergency service</Checkbox>
        </Form.Item>
      </Card>

      <Card title="Address" className="business-section">
        <Form.Item label="Street" name={['address', 'street']} rules={[{ required: true, whitespace: true, message: BusinessMessages.streetRequired }]}>
          <Input autoComplete="address-line1" />
        </Form.Item>
        <div className="business-columns">
          <Form.Item label="City" name={['address', 'city']} rules={[{ required: true, whitespace: true, message: BusinessMessages.cityRequired }]}>
            <Input autoComplete="address-level2" />
          </Form.Item>
          <Form.Item label="State" name={['address', 'region']} rules={[{ required: true, pattern: /^\s*[A-Za-z]{2}\s*$/, message: BusinessMessages.regionInvalid }]}>
            <Input maxLength={2} autoComplete="address-level1" />
          </Form.Item>
          <Form.Item label="ZIP code" name={['address', 'postalCode']} rules={[{ required: true, pattern: /^\s*\d{5}(-\d{4})?\s*$/, message: BusinessMessages.postalCodeInvalid }]}>
            <Input inputMode="numeric" autoComplete="postal-code" />
          </Form.Item>
        </div>
        <div className="business-columns">
          <Form.Item label="Latitude (optional)" name="latitude">
            <InputNumber min={-90} max={90} step={0.0001} className="business-number" />
          </Form.Item>
          <Form.Item label="Longitude (optional)" name="longitude">
            <InputNumber min={-180} max={180} step={0.0001} className="business-number" />
          </Form.Item>
        </div>
      </Card>

      <Card title="Hours" className="business-section">
        <Form.Item
          label="Office hours"
          extra="Times as HH:MM in the business time zone; 24:00 is midnight. The site says “Open now” from these."
          validateStatus={hoursError ? 'error' : undefined}
          help={hoursError ?? undefined}
        >
          <ul className="business-week">
            {WEEKDAY_NAMES.map((day, index) => (
              <li key={day} className="business-day">
                <span className="business-day-name">{day}</span>
                <Form.List name={['openingHours', index]}>
                  {(ranges, { add, remove }) => (
                    <div className="business-ranges">
                      {ranges.length === 0 && <span className="business-closed">Closed</span>}
                      {ranges.map((range) => (
                        <span key={range.key} className="business-range">
                          <Form.Item name={[range.name, 'open']} noStyle>
                            <Input aria-label={`${day} opens`} placeholder="08:00" maxLength={5} className="business-time" />
                          </Form.Item>
                          <span aria-hidden="true">–</span>
                          <Form.Item name={[range.name, 'close']} noStyle>
                            <Input aria-label={`${day} closes`} placeholder="18:00" maxLength={5} className="business-time" />
                          </Form.Item>
                          <Button type="link" onClick={() => remove(range.name)} aria-label={`Remove these ${day} hours`}>
                            Remove
                          </Button>
                        </span>
                      ))}
                      <Button size="small" onClick={() => add({ open: '08:00', close: '18:00' })}>
                        {ranges.length ? 'Add hours' : 'Open'}
                        <span className="visually-hidden"> on {day}</span>
                      </Button>
                    </div>
                  )}
                </Form.List>
              </li>
            ))}
          </ul>
        </Form.Item>
        <div className="business-preview" aria-live="polite">
          <Typography.Text type="secondary">Footer, home, contact and about pages: </Typography.Text>
          <Typography.Text strong>{hoursPreview}</Typography.Text>
        </div>
        <ClosuresField error={closuresError} />
      </Card>

      <Card title="Licence & service area" className="business-section">
        <Form.Item label="Licence numbers" name="licenceNumbers" extra="Comma separated, e.g. CFC1430000.">
          <Input />
        </Form.Item>
        <div className="business-preview" aria-live="polite">
          <Typography.Text type="secondary">Footer of every page and e-mail: </Typography.Text>
          <Typography.Text strong>{preview ?? 'no licence line until a licence number is given'}</Typography.Text>
        </div>
        <Form.Item label="Service area" name="serviceArea" extra="Cities and counties, comma separated (at most 10).">
          <Input />
        </Form.Item>
      </Card>

      <Card title="About figures" className="business-section">
        <div className="business-columns">
          <Form.Item label="Founded (year)" name="foundedYear" rules={[{ required: true, type: 'integer', min: 1900, max: 2100, message: BusinessMessages.foundedYearInvalid }]}>
            <InputNumber min={1900} max={2100} className="business-number" />
          </Form.Item>
          <Form.Item label="Years of experience" name={['figures', 'years']} rules={[{ required: true, type: 'integer', min: 0, message: BusinessMessages.figureInvalid }]}>
            <InputNumber min={0} className="business-number" />
          </Form.Item>
          <Form.Item label="Customers served" name={['figures', 'customers']} rules={[{ required: true, type: 'integer', min: 0, message: BusinessMessages.figureInvalid }]}>
            <InputNumber min={0} className="business-number" />
          </Form.Item>
          <Form.Item label="Satisfaction (%)" name={['figures', 'satisfaction']} rules={[{ required: true, type: 'integer', min: 0, max: 100, message: BusinessMessages.satisfactionInvalid }]}>
            <InputNumber min={0} max={100} className="business-number" />
          </Form.Item>
        </div>
      </Card>

      <Card title="Links" className="business-section">
        <Form.Item label="Review link (optional)" name="reviewUrl" rules={[{ type: 'url', message: BusinessMessages.urlInvalid }]}>
          <Input type="url" placeholder="https://" />
        </Form.Item>
        <Form.Item label="Social profiles" name="socialProfiles" extra="One web address per line.">
          <Input.TextArea rows={3} />
        </Form.Item>
      </Card>

      <SettingsSave saving={saving} saved={saved} error={saveError} savedText={BusinessMessages.saved} />
    </Form>
  );
}

/**
 * Holidays and other days closed all day (issue #38): "Open now" says closed, the booking calendar
 * refuses them, the home page announces them a week ahead and search engines read them. Each
 * field checks itself as the shared rules do; `error`: the server's refusal of the list.
 */
function ClosuresField({ error }: { error: string | null }) {
  return (
    <Form.List name="closures">
      {(closures, { add, remove }) => (
        <fieldset className="business-closures">
          <legend>Closures</legend>
          <p className="business-closures-hint">Holidays and other days the office is closed all day. Customers cannot book them, the site does not say “Open now” on them, and the home page announces each a week ahead.</p>
          {closures.length === 0 && <p className="business-closed">No closures planned.</p>}
          <ul className="business-closure-list">
            {closures.map((closure, index) => (
              <li key={closure.key} className="business-closure">
                <Form.Item
                  label="Name"
                  name={[closure.name, 'name']}
                  rules={[
                    { required: true, whitespace: true, message: ClosureMessages.nameRequired },
                    { max: 60, message: ClosureMessages.nameTooLong },
                  ]}
                >
                  <Input maxLength={60} placeholder="Thanksgiving Day" aria-label={`Closure ${index + 1}: name`} />
                </Form.Item>
                <Form.Item label="First day" name={[closure.name, 'from']} rules={[{ required: true, message: ClosureMessages.dateInvalid }]}>
                  <Input type="date" aria-label={`Closure ${index + 1}: first day`} />
                </Form.Item>
                <Form.Item
                  label="Last day (optional)"
                  name={[closure.name, 'to']}
                  dependencies={[['closures', closure.name, 'from']]}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: async (_, to?: string) => {
                        const from = getFieldValue(['closures', closure.name, 'from']) as string | undefined;
                        const refusal = to && from ? closureRefusal({ name: 'closure', from, to }) : undefined;
                        if (refusal) throw new Error(refusal);
                      },
                    }),
                  ]}
                >
                  <Input type="date" aria-label={`Closure ${index + 1}: last day (optional)`} />
                </Form.Item>
                <Button type="link" onClick={() => remove(closure.name)} className="business-closure-remove">
                  Remove<span className="visually-hidden"> closure {index + 1}</span>
                </Button>
              </li>
            ))}
          </ul>
          {error && (
            <p className="business-closures-error" role="alert">
              {error}
            </p>
          )}
          <Button onClick={() => add({ name: '', from: '', to: '' })} disabled={closures.length >= MAX_CLOSURES}>
            Add a closure
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
