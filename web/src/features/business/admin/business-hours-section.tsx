import { Button, Card, Form, Input, Typography } from 'antd';
import { closureRefusal, ClosureMessages, MAX_CLOSURES, openingHoursWords, WEEKDAY_NAMES, type OpeningRange } from '@plumbing/shared';
import { englishWords } from '../../../platform/i18n/english-words';

/**
 * The business profile's hours: the office hours of each weekday, as every page will say them, and
 * the closures. `hoursError` and `closuresError`: the server's refusals of the two lists.
 */
export function HoursSection({ hoursError, closuresError }: { hoursError: string | null; closuresError: string | null }) {
  // Every page says the hours in words read from these same weekly hours (issue #38): shown as they will read.
  const weeklyHours = Form.useWatch('openingHours') as OpeningRange[][] | undefined;
  const emergencyService = Form.useWatch('emergencyService') as boolean | undefined;
  const hoursPreview = openingHoursWords(
    {
      openingHours: (weeklyHours ?? []).map((ranges = []) => ranges.filter((range) => range?.open && range?.close)),
      emergencyService: Boolean(emergencyService),
    },
    englishWords(),
  );
  return (
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
        <fieldset id="closures" className="business-closures">
          <legend>Closures</legend>
          <p className="business-closures-hint">
            Holidays and other days the office is closed all day. Customers cannot book them, the site does not say “Open now” on them, and
            the home page announces each a week ahead.
          </p>
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
                <Form.Item
                  label="Name in Spanish (optional)"
                  name={[closure.name, 'spanishName']}
                  rules={[{ max: 60, message: ClosureMessages.spanishNameTooLong }]}
                >
                  <Input
                    maxLength={60}
                    placeholder="Día de Acción de Gracias"
                    lang="es"
                    aria-label={`Closure ${index + 1}: name in Spanish (optional)`}
                  />
                </Form.Item>
                <Form.Item
                  label="First day"
                  name={[closure.name, 'from']}
                  rules={[{ required: true, message: ClosureMessages.dateInvalid }]}
                >
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
