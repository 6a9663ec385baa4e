/** Booking as a visitor's browser does it, over HTTP against a running server (any instance). */
import { buildAppointment } from './factories';
import { AVAILABILITY, graphqlAt, REQUEST_APPOINTMENT, type AppointmentRequestPayload } from './operations';

/** The next `count` free slots under the default rules, from tomorrow on. */
export async function freeSlots(url: string, count: number): Promise<string[]> {
  const slots: string[] = [];
  const day = new Date();
  for (let days = 1; slots.length < count && days <= 30; days += 1) {
    const date = new Date(day.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const { availability } = await graphqlAt(url, AVAILABILITY, { date });
    if (availability.bookable) slots.push(...availability.slots.filter((slot) => slot.available).map((slot) => slot.startsAt));
  }
  if (slots.length < count) throw new Error(`only ${slots.length} free slots found`);
  return slots.slice(0, count);
}

let caller = 0;

/** Requests `startsAt` from a fresh client address (per-address limits stay out of the way). */
export async function requestSlot(url: string, startsAt: string, customerName = 'Dana Rivera'): Promise<AppointmentRequestPayload> {
  caller += 1;
  const input = buildAppointment({ customerName, customerEmail: `customer${caller}@example.com`, preferredDate: startsAt });
  const from = { 'x-forwarded-for': `10.9.${(caller >> 8) & 255}.${caller & 255}` };
  return (await graphqlAt(url, REQUEST_APPOINTMENT, { input }, { headers: from })).requestAppointment;
}

export async function adminSetup(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', password: 'long enough password' }),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error('admin setup failed');
  return token;
}
