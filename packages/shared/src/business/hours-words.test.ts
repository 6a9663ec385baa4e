import { es } from '../i18n/catalogs/es';
import { englishTranslator } from '../i18n/english';
import { createTranslator } from '../i18n/translator';
import { bookingHoursWords, openingHoursWords } from './hours-words';

const en = englishTranslator();

const day = (open: string, close: string) => [{ open, close }];
// Sunday first, as WeeklyHours are kept.
const week = (sunday: unknown[], weekday: unknown[], saturday: unknown[]) =>
  [sunday, weekday, weekday, weekday, weekday, weekday, saturday] as never;

describe('the hours in words, from the structured hours (issue #38)', () => {
  it('groups the days that share their hours, Monday first', () => {
    expect(openingHoursWords({ openingHours: week([], day('07:00', '18:00'), day('07:00', '18:00')), emergencyService: true }, en)).toBe(
      'Mon–Sat 7 AM–6 PM, 24/7 emergency service',
    );
    expect(openingHoursWords({ openingHours: week([], day('08:00', '17:00'), day('09:00', '13:30')), emergencyService: false }, en)).toBe(
      'Mon–Fri 8 AM–5 PM, Sat 9 AM–1:30 PM',
    );
    expect(
      openingHoursWords(
        {
          openingHours: week(
            day('10:00', '14:00'),
            [
              { open: '08:00', close: '12:00' },
              { open: '13:00', close: '17:00' },
            ],
            [],
          ),
          emergencyService: false,
        },
        en,
      ),
    ).toBe('Mon–Fri 8 AM–12 PM, 1 PM–5 PM, Sun 10 AM–2 PM');
  });

  it('says so when no day is open', () => {
    expect(openingHoursWords({ openingHours: week([], [], []), emergencyService: true }, en)).toBe('Emergency service 24/7');
    expect(openingHoursWords({ openingHours: week([], [], []), emergencyService: false }, en)).toBe('By appointment');
  });

  it('states the booking window the form really offers', () => {
    expect(bookingHoursWords({ availableDays: [1, 2, 3, 4, 5], availableHours: { start: '09:00', end: '17:00' } }, 'en')).toBe(
      'Mon–Fri 9 AM–5 PM',
    );
    expect(bookingHoursWords({ availableDays: [1, 3, 5], availableHours: { start: '08:30', end: '12:00' } }, 'en')).toBe(
      'Mon 8:30 AM–12 PM, Wed 8:30 AM–12 PM, Fri 8:30 AM–12 PM',
    );
  });

  it('speaks Spanish on Spanish pages', () => {
    const spanish = createTranslator('es', es);
    expect(
      openingHoursWords({ openingHours: week([], day('08:00', '17:00'), day('09:00', '13:30')), emergencyService: true }, spanish),
    ).toBe('lun–vie 8 a. m.–5 p. m., sáb 9 a. m.–1:30 p. m., servicio de emergencia 24/7');
    expect(openingHoursWords({ openingHours: week([], [], []), emergencyService: false }, spanish)).toBe('Con cita previa');
  });
});
