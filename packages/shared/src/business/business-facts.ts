/**
 * The business facts (the BUSINESS_* settings): shown across the site and in e-mails. The server
 * reads them from its settings and writes them into every page (site-config); the web app reads
 * them there.
 */
export interface BusinessAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
}

export interface BusinessFacts {
  name: string;
  phone: string;
  emergencyPhone: string;
  email: string;
  address: BusinessAddress;
  /** Spec §1: public pages read "Mon-Sat 7am-6pm" with 24/7 emergency service. */
  hoursPublic: string;
  /** Spec §1: the schedule page reads "Monday to Friday 8 AM to 6 PM". */
  hoursSchedule: string;
  /** IANA time zone all appointment times are expressed in. */
  timeZone: string;
}

/** The sample business: the server's defaults without BUSINESS_* settings, the web app's without a site-config. */
export const SAMPLE_BUSINESS: BusinessFacts = {
  name: 'Gulf Coast Plumbing & Renovation',
  phone: '(813) 555-0142',
  emergencyPhone: '(813) 555-0199',
  email: 'hello@gulfcoastplumbing.example',
  address: { street: '4102 W Kennedy Blvd', city: 'Tampa', region: 'FL', postalCode: '33609' },
  hoursPublic: 'Mon-Sat 7am-6pm, 24/7 emergency service',
  hoursSchedule: 'Mon-Fri 8 AM to 6 PM',
  timeZone: 'America/New_York',
};
