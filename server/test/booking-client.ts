/** Booking as a visitor's browser does it, over HTTP against a running server (any instance). */

export async function graphqlAt<T>(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data) throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const AVAILABILITY = 'query ($date: String!) { availability(date: $date) { bookable slots { startsAt available } } }';
const REQUEST = 'mutation ($input: AppointmentRequestInput!) { requestAppointment(input: $input) { success code } }';

/** The next `count` free slots under the default rules, from tomorrow on. */
export async function freeSlots(url: string, count: number): Promise<string[]> {
  const slots: string[] = [];
  const day = new Date();
  for (let days = 1; slots.length < count && days <= 30; days += 1) {
    const date = new Date(day.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const { availability } = await graphqlAt<{ availability: { bookable: boolean; slots: Array<{ startsAt: string; available: boolean }> } }>(url, AVAILABILITY, { date });
    if (availability.bookable) slots.push(...availability.slots.filter((slot) => slot.available).map((slot) => slot.startsAt));
  }
  if (slots.length < count) throw new Error(`only ${slots.length} free slots found`);
  return slots.slice(0, count);
}

let caller = 0;

/** Requests `startsAt` from a fresh client address (per-address limits stay out of the way). */
export async function requestSlot(url: string, startsAt: string, customerName = 'Dana Rivera'): Promise<{ success: boolean; code: string | null }> {
  caller += 1;
  const { requestAppointment } = await graphqlAt<{ requestAppointment: { success: boolean; code: string | null } }>(
    url,
    REQUEST,
    { input: { customerName, customerEmail: `customer${caller}@example.com`, customerPhone: '(813) 555-0100', serviceType: 'repair', preferredDate: startsAt } },
    { 'x-forwarded-for': `10.9.${(caller >> 8) & 255}.${caller & 255}` },
  );
  return requestAppointment;
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
