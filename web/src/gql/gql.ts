/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminAppointments {\n    appointments {\n      id\n      customerName\n      customerEmail\n      customerPhone\n      serviceType\n      preferredDate\n      description\n      status\n      createdAt\n      emails {\n        id\n        kind\n        to\n        subject\n        status\n        attempts\n        lastError\n        sentAt\n      }\n    }\n  }\n": typeof types.AdminAppointmentsDocument,
    "\n  mutation SetAppointmentStatus($id: ID!, $status: AppointmentStatus!) {\n    setAppointmentStatus(id: $id, status: $status) {\n      appointment {\n        id\n        status\n        emails {\n          id\n          kind\n          to\n          subject\n          status\n          attempts\n          lastError\n          sentAt\n        }\n      }\n      emailSent\n      emailError\n    }\n  }\n": typeof types.SetAppointmentStatusDocument,
    "\n  mutation DeleteAppointment($id: ID!) {\n    deleteAppointment(id: $id)\n  }\n": typeof types.DeleteAppointmentDocument,
    "\n  mutation ResendAppointmentEmail($id: ID!) {\n    resendEmail(id: $id) {\n      sent\n      error\n    }\n  }\n": typeof types.ResendAppointmentEmailDocument,
    "\n  query AdminAppointmentSettings {\n    appointmentSettings {\n      enableScheduling\n      availableDays\n      availableHours {\n        start\n        end\n      }\n      excludedDates\n      minDaysInAdvance\n      maxDaysInAdvance\n    }\n  }\n": typeof types.AdminAppointmentSettingsDocument,
    "\n  mutation SaveAppointmentSettings($input: AppointmentSettingsInput!) {\n    saveAppointmentSettings(input: $input) {\n      enableScheduling\n      availableDays\n      availableHours {\n        start\n        end\n      }\n      excludedDates\n      minDaysInAdvance\n      maxDaysInAdvance\n    }\n  }\n": typeof types.SaveAppointmentSettingsDocument,
    "\n  query ContactMessages {\n    contactMessages {\n      id\n      name\n      email\n      phone\n      service\n      message\n      handledAt\n      createdAt\n    }\n  }\n": typeof types.ContactMessagesDocument,
    "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n": typeof types.SetContactMessageHandledDocument,
    "\n  query AuthMe {\n    me {\n      id\n      email\n      createdAt\n    }\n  }\n": typeof types.AuthMeDocument,
    "\n  mutation AuthLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      success\n      token\n      error\n    }\n  }\n": typeof types.AuthLoginDocument,
    "\n  query AdminSetupStatus {\n    setupStatus {\n      needsSetup\n    }\n  }\n": typeof types.AdminSetupStatusDocument,
    "\n  mutation SetupAdmin($email: String!, $password: String!) {\n    setupAdmin(email: $email, password: $password) {\n      success\n      token\n      error\n    }\n  }\n": typeof types.SetupAdminDocument,
    "\n  query ScheduleAvailability($date: String!) {\n    availability(date: $date) {\n      date\n      bookable\n      slots {\n        time\n        startsAt\n        available\n      }\n    }\n  }\n": typeof types.ScheduleAvailabilityDocument,
    "\n  mutation RequestAppointment($input: AppointmentRequestInput!) {\n    requestAppointment(input: $input) {\n      success\n      error\n      code\n    }\n  }\n": typeof types.RequestAppointmentDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query ScheduleSettings {\n    appointmentSettings {\n      enableScheduling\n      availableDays\n      availableHours {\n        start\n        end\n      }\n      excludedDates\n      minDaysInAdvance\n      maxDaysInAdvance\n    }\n  }\n": typeof types.ScheduleSettingsDocument,
};
const documents: Documents = {
    "\n  query AdminAppointments {\n    appointments {\n      id\n      customerName\n      customerEmail\n      customerPhone\n      serviceType\n      preferredDate\n      description\n      status\n      createdAt\n      emails {\n        id\n        kind\n        to\n        subject\n        status\n        attempts\n        lastError\n        sentAt\n      }\n    }\n  }\n": types.AdminAppointmentsDocument,
    "\n  mutation SetAppointmentStatus($id: ID!, $status: AppointmentStatus!) {\n    setAppointmentStatus(id: $id, status: $status) {\n      appointment {\n        id\n        status\n        emails {\n          id\n          kind\n          to\n          subject\n          status\n          attempts\n          lastError\n          sentAt\n        }\n      }\n      emailSent\n      emailError\n    }\n  }\n": types.SetAppointmentStatusDocument,
    "\n  mutation DeleteAppointment($id: ID!) {\n    deleteAppointment(id: $id)\n  }\n": types.DeleteAppointmentDocument,
    "\n  mutation ResendAppointmentEmail($id: ID!) {\n    resendEmail(id: $id) {\n      sent\n      error\n    }\n  }\n": types.ResendAppointmentEmailDocument,
    "\n  query AdminAppointmentSettings {\n    appointmentSettings {\n      enableScheduling\n      availableDays\n      availableHours {\n        start\n        end\n      }\n      excludedDates\n      minDaysInAdvance\n      maxDaysInAdvance\n    }\n  }\n": types.AdminAppointmentSettingsDocument,
    "\n  mutation SaveAppointmentSettings($input: AppointmentSettingsInput!) {\n    saveAppointmentSettings(input: $input) {\n      enableScheduling\n      availableDays\n      availableHours {\n        start\n        end\n      }\n      excludedDates\n      minDaysInAdvance\n      maxDaysInAdvance\n    }\n  }\n": types.SaveAppointmentSettingsDocument,
    "\n  query ContactMessages {\n    contactMessages {\n      id\n      name\n      email\n      phone\n      service\n      message\n      handledAt\n      createdAt\n    }\n  }\n": types.ContactMessagesDocument,
    "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n": types.SetContactMessageHandledDocument,
    "\n  query AuthMe {\n    me {\n      id\n      email\n      createdAt\n    }\n  }\n": types.AuthMeDocument,
    "\n  mutation AuthLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      success\n      token\n      error\n    }\n  }\n": types.AuthLoginDocument,
    "\n  query AdminSetupStatus {\n    setupStatus {\n      needsSetup\n    }\n  }\n": types.AdminSetupStatusDocument,
    "\n  mutation SetupAdmin($email: String!, $password: String!) {\n    setupAdmin(email: $email, password: $password) {\n      success\n      token\n      error\n    }\n  }\n": types.SetupAdminDocument,
    "\n  query ScheduleAvailability($date: String!) {\n    availability(date: $date) {\n      date\n      bookable\n      slots {\n        time\n        startsAt\n        available\n      }\n    }\n  }\n": types.ScheduleAvailabilityDocument,
    "\n  mutation RequestAppointment($input: AppointmentRequestInput!) {\n    requestAppointment(input: $input) {\n      success\n      error\n      code\n    }\n  }\n": types.RequestAppointmentDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.SendContactMessageDocument,
    "\n  query ScheduleSettings {\n    appointmentSettings {\n      enableScheduling\n      availableDays\n      availableHours {\n        start\n        end\n      }\n      excludedDates\n      minDaysInAdvance\n      maxDaysInAdvance\n    }\n  }\n": types.ScheduleSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAppointments {\n    appointments {\n      id\n      customerName\n      customerEmail\n      customerPhone\n      serviceType\n      preferredDate\n      description\n      status\n      createdAt\n      emails {\n        id\n        kind\n        to\n        subject\n        status\n        attempts\n        lastError\n        sentAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAppointments {\n    appointments {\n      id\n      customerName\n      customerEmail\n      customerPhone\n      serviceType\n      preferredDate\n      description\n      status\n      createdAt\n      emails {\n        id\n        kind\n        to\n        subject\n        status\n        attempts\n        lastError\n        sentAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAppointmentStatus($id: ID!, $status: AppointmentStatus!) {\n    setAppointmentStatus(id: $id, status: $status) {\n      appointment {\n        id\n        status\n        emails {\n          id\n          kind\n          to\n          subject\n          status\n          attempts\n          lastError\n          sentAt\n        }\n      }\n      emailSent\n      emailError\n    }\n  }\n"): (typeof documents)["\n  mutation SetAppointmentStatus($id: ID!, $status: AppointmentStatus!) {\n    setAppointmentStatus(id: $id, status: $status) {\n      appointment {\n        id\n        status\n        emails {\n          id\n          kind\n          to\n          subject\n          status\n          attempts\n          lastError\n          sentAt\n        }\n      }\n      emailSent\n      emailError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAppointment($id: ID!) {\n    deleteAppointment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAppointment($id: ID!) {\n    deleteAppointment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendAppointmentEmail($id: ID!) {\n    resendEmail(id: $id) {\n      sent\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation ResendAppointmentEmail($id: ID!) {\n    resendEmail(id: $id) {\n      sent\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAppointmentSettings {\n    appointmentSettings {\n      enableScheduling\n      availableDays\n      availableHours {\n        start\n        end\n      }\n      excludedDates\n      minDaysInAdvance\n      maxDaysInAdvance\n    }\n  }\n"): (typeof documents)["\n  query AdminAppointmentSettings {\n    appointmentSettings {\n      enableScheduling\n      availableDays\n      availableHours {\n        start\n        end\n      }\n      excludedDates\n      minDaysInAdvance\n      maxDaysInAdvance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAppointmentSettings($input: AppointmentSettingsInput!) {\n    saveAppointmentSettings(input: $input) {\n      enableScheduling\n      availableDays\n      availableHours {\n        start\n        end\n      }\n      excludedDates\n      minDaysInAdvance\n      maxDaysInAdvance\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAppointmentSettings($input: AppointmentSettingsInput!) {\n    saveAppointmentSettings(input: $input) {\n      enableScheduling\n      availableDays\n      availableHours {\n        start\n        end\n      }\n      excludedDates\n      minDaysInAdvance\n      maxDaysInAdvance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessages {\n    contactMessages {\n      id\n      name\n      email\n      phone\n      service\n      message\n      handledAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ContactMessages {\n    contactMessages {\n      id\n      name\n      email\n      phone\n      service\n      message\n      handledAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthMe {\n    me {\n      id\n      email\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AuthMe {\n    me {\n      id\n      email\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      success\n      token\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation AuthLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      success\n      token\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSetupStatus {\n    setupStatus {\n      needsSetup\n    }\n  }\n"): (typeof documents)["\n  query AdminSetupStatus {\n    setupStatus {\n      needsSetup\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupAdmin($email: String!, $password: String!) {\n    setupAdmin(email: $email, password: $password) {\n      success\n      token\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation SetupAdmin($email: String!, $password: String!) {\n    setupAdmin(email: $email, password: $password) {\n      success\n      token\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduleAvailability($date: String!) {\n    availability(date: $date) {\n      date\n      bookable\n      slots {\n        time\n        startsAt\n        available\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScheduleAvailability($date: String!) {\n    availability(date: $date) {\n      date\n      bookable\n      slots {\n        time\n        startsAt\n        available\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAppointment($input: AppointmentRequestInput!) {\n    requestAppointment(input: $input) {\n      success\n      error\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAppointment($input: AppointmentRequestInput!) {\n    requestAppointment(input: $input) {\n      success\n      error\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduleSettings {\n    appointmentSettings {\n      enableScheduling\n      availableDays\n      availableHours {\n        start\n        end\n      }\n      excludedDates\n      minDaysInAdvance\n      maxDaysInAdvance\n    }\n  }\n"): (typeof documents)["\n  query ScheduleSettings {\n    appointmentSettings {\n      enableScheduling\n      availableDays\n      availableHours {\n        start\n        end\n      }\n      excludedDates\n      minDaysInAdvance\n      maxDaysInAdvance\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;