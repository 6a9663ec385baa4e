import { Card, Checkbox, Form, Input, InputNumber, Typography } from 'antd';
import { BusinessMessages, licenceLine, todayIn, yearsInBusiness } from '@plumbing/shared';
import { englishWords } from '../../../platform/i18n/english-words';
import { siteConfig } from '../../../platform/site-config';
import { commaList } from './business-profile-values';

// The business profile's sections besides the hours (business-hours-section.tsx), each a card of the one form (business-profile-screen.tsx).

/** Name, phones, e-mail and whether the business answers emergencies. */
export function ContactSection() {
  return (
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
  );
}

/** The street address and, optionally, the map's coordinates. */
export function AddressSection() {
  return (
    <Card title="Address" className="business-section">
      <Form.Item
        label="Street"
        name={['address', 'street']}
        rules={[{ required: true, whitespace: true, message: BusinessMessages.streetRequired }]}
      >
        <Input autoComplete="address-line1" />
      </Form.Item>
      <div className="business-columns">
        <Form.Item
          label="City"
          name={['address', 'city']}
          rules={[{ required: true, whitespace: true, message: BusinessMessages.cityRequired }]}
        >
          <Input autoComplete="address-level2" />
        </Form.Item>
        <Form.Item
          label="State"
          name={['address', 'region']}
          rules={[{ required: true, pattern: /^\s*[A-Za-z]{2}\s*$/, message: BusinessMessages.regionInvalid }]}
        >
          <Input maxLength={2} autoComplete="address-level1" />
        </Form.Item>
        <Form.Item
          label="ZIP code"
          name={['address', 'postalCode']}
          rules={[{ required: true, pattern: /^\s*\d{5}(-\d{4})?\s*$/, message: BusinessMessages.postalCodeInvalid }]}
        >
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
  );
}

/** The licence numbers, with the line they make. */
export function LicenceSection() {
  const licences = Form.useWatch('licenceNumbers');
  const preview = licenceLine(commaList(licences), englishWords());
  return (
    <Card title="Licence" className="business-section">
      <Form.Item label="Licence numbers" name="licenceNumbers" extra="Comma separated, e.g. CFC1430000.">
        <Input />
      </Form.Item>
      <div className="business-preview" aria-live="polite">
        <Typography.Text type="secondary">Footer of every page and e-mail: </Typography.Text>
        <Typography.Text strong>{preview ?? 'no licence line until a licence number is given'}</Typography.Text>
      </div>
    </Card>
  );
}

/** The figures the about page shows; its years are counted from the founding year, never typed (issue #51). */
export function FiguresSection() {
  const foundedYear = Form.useWatch('foundedYear') as number | null | undefined;
  const years = typeof foundedYear === 'number' ? yearsInBusiness(foundedYear, todayIn(siteConfig.business.timeZone)) : null;
  return (
    <Card title="About figures" className="business-section">
      <div className="business-columns">
        <Form.Item
          label="Founded (year)"
          name="foundedYear"
          rules={[{ required: true, type: 'integer', min: 1900, max: 2100, message: BusinessMessages.foundedYearInvalid }]}
          extra={years !== null && `The about page says ${years}+ years of experience.`}
        >
          <InputNumber min={1900} max={2100} className="business-number" />
        </Form.Item>
        <Form.Item
          label="Customers served"
          name={['figures', 'customers']}
          rules={[{ required: true, type: 'integer', min: 0, message: BusinessMessages.figureInvalid }]}
        >
          <InputNumber min={0} className="business-number" />
        </Form.Item>
        <Form.Item
          label="Satisfaction (%)"
          name={['figures', 'satisfaction']}
          rules={[{ required: true, type: 'integer', min: 0, max: 100, message: BusinessMessages.satisfactionInvalid }]}
        >
          <InputNumber min={0} max={100} className="business-number" />
        </Form.Item>
      </div>
    </Card>
  );
}

/** The review link and the social profiles. */
export function LinksSection() {
  return (
    <Card title="Links" className="business-section">
      <Form.Item label="Review link (optional)" name="reviewUrl" rules={[{ type: 'url', message: BusinessMessages.urlInvalid }]}>
        <Input type="url" placeholder="https://" />
      </Form.Item>
      <Form.Item label="Social profiles" name="socialProfiles" extra="One web address per line.">
        <Input.TextArea rows={3} />
      </Form.Item>
    </Card>
  );
}
