import type { ServiceTypeValue } from '../appointments/service-types';
import type { ContactServiceValue } from '../contact/contact-services';
import type { Locale } from '../i18n/locale';

/**
 * The webhook events (issue #43) and the `data` each carries: the one source the sender builds its
 * payloads from and docs/webhooks.md is generated from (`npm run codegen`); a test sends every
 * event for its example's input and compares, so the examples cannot drift from what is sent.
 */

/** The envelope's version: raised only when a payload changes in a way a receiver would notice. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** What an appointment's events carry: the request as the owner sees it in the admin (the receiver is the owner's own system). */
export interface AppointmentWebhookData {
  id: string;
  status: 'pending' | 'confirmed' | 'rejected' | 'completed' | 'cancelled';
  service: ServiceTypeValue;
  /** The visit's start, ISO 8601 in UTC; it lasts VISIT_MINUTES. */
  startsAt: string;
  timeZone: string;
  /** `phone`: E.164 ("+18135550123") when it reads as a real number, as typed otherwise (how the site stores it). */
  customer: { name: string; email: string; phone: string; locale: Locale };
  serviceAddress: string | null;
  outsideServiceArea: boolean;
  /** Who made this change: the customer (the booking form, their manage link) or the owner (the admin). */
  changedBy: 'customer' | 'owner';
}

export interface AppointmentRescheduledWebhookData extends AppointmentWebhookData {
  /** Where the visit was before the customer moved it. */
  previousStartsAt: string;
}

export interface AppointmentCancelledWebhookData extends AppointmentWebhookData {
  /** What the owner told the customer; null when none was given (and when the customer cancelled). */
  reason: string | null;
}

export interface AppointmentRejectedWebhookData extends AppointmentCancelledWebhookData {
  /** Other times the owner offered instead (ISO 8601, UTC), held for the customer until `proposalsHeldUntil`; the customer books one with one tap. */
  proposedTimes: string[];
  /** When the proposed times stop being held (48 hours on); null when none were proposed. */
  proposalsHeldUntil: string | null;
}

export interface ContactMessageWebhookData {
  id: string;
  name: string;
  email: string;
  /** E.164 when it reads as a real number, as typed otherwise. */
  phone: string;
  service: ContactServiceValue;
  message: string;
  locale: Locale;
  receivedAt: string;
}

/** A message the owner (or a program) deleted, with its photos: a receiver that keeps messages drops this one. */
export interface ContactMessageDeletedWebhookData {
  id: string;
}

/** A project saved in the admin: projects have no drafts, so a save is what visitors see at `url`. */
export interface ProjectWebhookData {
  id: string;
  title: string;
  category: 'Commercial' | 'Residential' | 'Emergency';
  completionDate: string;
  url: string;
  /** True the first time (created), false for a later save. */
  firstPublished: boolean;
}

/** A content page saved in the admin: pages have no drafts, so a save is what visitors see at `url`. */
export interface PageWebhookData {
  id: string;
  title: string;
  slug: string;
  url: string;
  firstPublished: boolean;
}

/** Every event type with the `data` it carries. */
export interface WebhookEventData {
  'appointment.requested': AppointmentWebhookData;
  'appointment.confirmed': AppointmentWebhookData;
  'appointment.rejected': AppointmentRejectedWebhookData;
  'appointment.cancelled': AppointmentCancelledWebhookData;
  'appointment.rescheduled': AppointmentRescheduledWebhookData;
  'appointment.completed': AppointmentWebhookData;
  'contact_message.received': ContactMessageWebhookData;
  'contact_message.deleted': ContactMessageDeletedWebhookData;
  'project.published': ProjectWebhookData;
  'page.published': PageWebhookData;
}

export type WebhookEventType = keyof WebhookEventData;

/** What a receiver gets as the request body (Standard Webhooks' envelope, with its version). */
export interface WebhookEnvelope<Type extends WebhookEventType = WebhookEventType> {
  version: typeof WEBHOOK_PAYLOAD_VERSION;
  type: Type;
  /** When the change happened (committed), ISO 8601 in UTC; retries keep it. */
  timestamp: string;
  data: WebhookEventData[Type];
}

const appointment: AppointmentWebhookData = {
  id: '7d1c1f7e-2b8a-4f55-9a36-0d3e5c1b9a10',
  status: 'pending',
  service: 'repair',
  startsAt: '2026-03-10T13:00:00.000Z',
  timeZone: 'America/New_York',
  customer: { name: 'Maria Lopez', email: 'maria@example.com', phone: '+18135550123', locale: 'en' },
  serviceAddress: '1200 W Platt St, Tampa, FL 33606',
  outsideServiceArea: false,
  changedBy: 'customer',
};

/** Each event with what it means and an example of its data: the docs' table and the admin's checkboxes read it. */
export const WEBHOOK_EVENTS: { readonly [Type in WebhookEventType]: { description: string; example: WebhookEventData[Type] } } = {
  'appointment.requested': {
    description: 'A customer asked for a visit (the booking form, or a request kept during an outage entered later).',
    example: appointment,
  },
  'appointment.confirmed': {
    description:
      'The visit is confirmed: the owner confirmed a request, the customer booked a time the owner proposed (`changedBy`: customer), or a booking of a service the owner confirms at once was made.',
    example: { ...appointment, status: 'confirmed', changedBy: 'owner' },
  },
  'appointment.rejected': {
    description:
      'The owner turned a request down, with a reason for the customer and up to three other times held for them for 48 hours (both optional).',
    example: {
      ...appointment,
      status: 'rejected',
      changedBy: 'owner',
      reason: 'Our crew is out of town that day.',
      proposedTimes: ['2026-03-12T13:00:00.000Z', '2026-03-12T18:00:00.000Z'],
      proposalsHeldUntil: '2026-03-04T15:00:00.000Z',
    },
  },
  'appointment.cancelled': {
    description:
      'The visit was cancelled, by the owner (with the reason they gave the customer, if any) or by the customer through their manage link (`changedBy` says which).',
    example: { ...appointment, status: 'cancelled', reason: null },
  },
  'appointment.rescheduled': {
    description: 'The customer moved the visit through their manage link; it is pending again until the owner confirms the new time.',
    example: { ...appointment, startsAt: '2026-03-11T15:00:00.000Z', previousStartsAt: appointment.startsAt },
  },
  'appointment.completed': {
    description: 'The owner marked the visit done.',
    example: { ...appointment, status: 'completed', changedBy: 'owner' },
  },
  'contact_message.received': {
    description: 'A visitor sent a message through the contact form.',
    example: {
      id: '0b6f3a52-7c1e-4d0a-8a57-6a7f1e2d3c4b',
      name: 'James Carter',
      email: 'james@example.com',
      phone: '+18135550177',
      service: 'maintenance',
      message: 'The water heater in the garage is leaking. Can you come this week?',
      locale: 'en',
      receivedAt: '2026-03-02T15:04:05.000Z',
    },
  },
  'contact_message.deleted': {
    description: 'A message was deleted, in the admin or through the API, with the photos sent with it.',
    example: { id: '0b6f3a52-7c1e-4d0a-8a57-6a7f1e2d3c4b' },
  },
  'project.published': {
    description: 'The owner saved a project; it is on the site at `url` (projects have no drafts).',
    example: {
      id: '5a0f7b9e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
      title: 'Whole-house repipe in Seminole Heights',
      category: 'Residential',
      completionDate: '2026-02-20',
      url: 'https://www.example.com/projects/5a0f7b9e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
      firstPublished: true,
    },
  },
  'page.published': {
    description: 'The owner saved a content page; it is on the site at `url` (pages have no drafts).',
    example: {
      id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
      title: 'Water heater services',
      slug: 'water-heater-services',
      url: 'https://www.example.com/pages/water-heater-services',
      firstPublished: false,
    },
  },
};

/** The event types in the order the docs and the admin list them. */
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];

export function isWebhookEventType(value: string): value is WebhookEventType {
  return Object.hasOwn(WEBHOOK_EVENTS, value);
}
