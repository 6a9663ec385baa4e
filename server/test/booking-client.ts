/** Booking as a visitor's browser does it, over HTTP against a running server (any instance). */
import { DEFAULT_JOB_RULES, MINUTE_MS, serviceRule } from '@plumbing/shared';
import { buildAppointment } from './factories';
import { AVAILABILITY, graphqlAt, REQUEST_APPOINTMENT, type AppointmentRequestPayload } from './operations';

/** What a requestSlot booking (a repair) holds its crew for under the default rules: the job and the drive after it (issue #50). */
const REPAIR_HOLDS_MS = (serviceRule(DEFAULT_JOB_RULES, 'repair').minutes + DEFAULT_JOB_RULES.travelBufferMinutes) * MINUTE_MS;

/**
 * The next `count` free start times under the default rules, from tomorrow on, far enough apart that
 * repairs booked at all of them do not overlap on the one crew (three a day).
 */
export async function freeSlots(url: string, count: number): Promise<string[]> {
  const slots: string[] = [];
  const day = new Date();
  for (let days = 1; slots.length < count && days <= 30; days += 1) {
    const date = new Date(day.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const { availability } = await graphqlAt(url, AVAILABILITY, { date, serviceType: 'repair' });
    if (!availability.bookable) continue;
    let freeFrom = 0;
    for (const slot of availability.slots.filter((free) => free.available)) {
      if (Date.parse(slot.startsAt) < freeFrom) continue;
      slots.push(slot.startsAt);
      freeFrom = Date.parse(slot.startsAt) + REPAIR_HOLDS_MS;
    }
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
