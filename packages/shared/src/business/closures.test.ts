import { addDays } from '../appointments/calendar-dates';
import { es } from '../i18n/catalogs/es';
import { englishTranslator } from '../i18n/english';
import { createTranslator } from '../i18n/translator';
import { closureRefusal, ClosureMessages, closuresRefusal, MAX_CLOSURES } from './closure-rules';
import { openingStatusText } from './business.messages';
import { closureNotice } from './closures';

describe('closures', () => {
  it('are announced with their days written out', () => {
    expect(closureNotice({ name: 'Thanksgiving Day', from: '2026-11-26', to: '2026-11-26' }, englishTranslator())).toBe(
      'Closed Thu, Nov 26 for Thanksgiving Day.',
    );
    expect(closureNotice({ name: 'Christmas', from: '2026-12-24', to: '2027-01-01' }, englishTranslator())).toBe(
      'Closed Thu, Dec 24 to Fri, Jan 1 for Christmas.',
    );
    const spanish = createTranslator('es', es);
    // In Spanish the days in full ("el mar, 1 dic" reads as the sea), and the owner's name set off in
    // parentheses, where its capital reads right whether it is a holiday's name or a common noun.
    expect(closureNotice({ name: 'Acción de Gracias', from: '2026-11-26', to: '2026-11-26' }, spanish)).toBe(
      'Cerrado el jueves 26 de noviembre (Acción de Gracias).',
    );
    expect(closureNotice({ name: 'Navidad', from: '2026-12-24', to: '2027-01-01' }, spanish)).toBe(
      'Cerrado del jueves 24 de diciembre al viernes 1 de enero (Navidad).',
    );
    expect(closureNotice({ name: 'Capacitación del personal', from: '2026-12-01', to: '2026-12-01' }, spanish)).toBe(
      'Cerrado el martes 1 de diciembre (Capacitación del personal).',
    );
  });

  it('are named in Spanish on the Spanish pages when the owner gave a Spanish name (issue #41)', () => {
    const thanksgiving = { name: 'Thanksgiving Day', spanishName: 'Día de Acción de Gracias', from: '2026-11-26', to: '2026-11-26' };
    expect(closureNotice(thanksgiving, createTranslator('es', es))).toBe('Cerrado el jueves 26 de noviembre (Día de Acción de Gracias).');
    expect(closureNotice(thanksgiving, englishTranslator())).toBe('Closed Thu, Nov 26 for Thanksgiving Day.');
    expect(closureNotice({ ...thanksgiving, spanishName: null }, createTranslator('es', es))).toBe(
      'Cerrado el jueves 26 de noviembre (Thanksgiving Day).',
    );
    const today = { openNow: false, nextChange: '2026-11-27T08:00:00-05:00', closure: { ...thanksgiving, current: true } };
    const business = { emergencyService: false, emergencyPhone: '(813) 555-0199' };
    expect(openingStatusText(business, today, createTranslator('es', es))).toBe(
      'Cerrado hoy (Día de Acción de Gracias) · abre el viernes a las 8 a. m.',
    );
  });

  it('are refused without a name, with bad or reversed dates, or longer than 60 days', () => {
    const day = { name: 'Thanksgiving Day', from: '2026-11-26', to: '2026-11-26' };
    expect(closureRefusal(day)).toBeUndefined();
    expect(closureRefusal({ ...day, name: '  ' })).toBe(ClosureMessages.nameRequired);
    expect(closureRefusal({ ...day, name: 'x'.repeat(61) })).toBe(ClosureMessages.nameTooLong);
    expect(closureRefusal({ ...day, spanishName: 'x'.repeat(61) })).toBe(ClosureMessages.spanishNameTooLong);
    expect(closureRefusal({ ...day, to: '2026-11-31' })).toBe(ClosureMessages.dateInvalid);
    expect(closureRefusal({ ...day, from: '26/11/2026' })).toBe(ClosureMessages.dateInvalid);
    expect(closureRefusal({ ...day, to: '2026-11-25' })).toBe(ClosureMessages.endBeforeStart);
    expect(closureRefusal({ ...day, to: addDays('2026-11-26', 60) })).toBe(ClosureMessages.tooLong);
    expect(closureRefusal({ ...day, to: '2027-01-24' })).toBeUndefined(); // 60 days, inclusive
  });

  it('name the closure at fault in a list, and are at most 30', () => {
    const day = { name: 'Thanksgiving Day', from: '2026-11-26', to: '2026-11-26' };
    expect(closuresRefusal([day, { ...day, name: 'Christmas', to: '2026-11-01' }])).toBe(`Christmas: ${ClosureMessages.endBeforeStart}`);
    expect(closuresRefusal([{ ...day, name: '' }])).toBe(ClosureMessages.nameRequired);
    expect(closuresRefusal(Array.from({ length: MAX_CLOSURES + 1 }, () => day))).toBe(ClosureMessages.tooMany);
    expect(closuresRefusal([])).toBeUndefined();
  });
});
