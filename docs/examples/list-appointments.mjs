// @ts-check
/**
 * Lists the site's appointments with an API token that has the scope appointments:read
 * (docs/api.md). Plain Node 20 or newer, no package to install:
 *
 *   SITE_URL=http://localhost:4000 API_TOKEN=tpr_… node docs/examples/list-appointments.mjs
 *
 * Checked by `npm test`: type-checked (its statuses are the schema's, as codegen writes them from
 * schema.graphql) and run against a test server (server/test/api-example.test.ts).
 */

/** @typedef {import('../../web/src/gql/graphql.js').AppointmentStatus} AppointmentStatus 'pending', 'confirmed', … as the schema lists them */
/** @typedef {{ id: string, customerName: string, serviceType: string, preferredDate: string, status: AppointmentStatus }} ListedAppointment */
/** @typedef {{ data?: { appointments: ListedAppointment[] } | null, errors?: Array<{ message: string, extensions?: { code?: string } }> }} Answer */

const QUERY = 'query Appointments { appointments { id customerName serviceType preferredDate status } }';

/**
 * The appointments, newest first; throws with the server's words when it refuses (a revoked token,
 * a token without the scope).
 * @param {string} siteUrl e.g. https://gulfcoastplumbing.example
 * @param {string} token an API token (tpr_…)
 * @returns {Promise<ListedAppointment[]>}
 */
export async function listAppointments(siteUrl, token) {
  const response = await fetch(new URL('/graphql', siteUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: QUERY }),
  });
  const answer = /** @type {Answer} */ (await response.json());
  if (answer.errors?.length) {
    throw new Error(answer.errors.map((error) => `${error.extensions?.code ?? response.status}: ${error.message}`).join('\n'));
  }
  return answer.data?.appointments ?? [];
}

async function main() {
  const { SITE_URL = 'http://localhost:4000', API_TOKEN } = process.env;
  if (!API_TOKEN) {
    console.error('Set API_TOKEN to a token with the scope appointments:read (the owner makes one at /admin/api-tokens).');
    process.exitCode = 2;
    return;
  }
  try {
    for (const appointment of await listAppointments(SITE_URL, API_TOKEN)) {
      console.log([appointment.preferredDate, appointment.status, appointment.serviceType, appointment.customerName].join('\t'));
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
