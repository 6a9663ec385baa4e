import { BusyCalendarMessages } from '@plumbing/shared';
import type { RefusedUrl } from '../../lib/outbound-url';

/** The address as pasted, trimmed; webcal:// (Apple's and Outlook's subscribe links) is read over https://. */
export function calendarUrl(pasted: string): string {
  const url = pasted.trim();
  return /^webcals?:\/\//i.test(url) ? url.replace(/^webcals?:/i, 'https:') : url;
}

/**
 * The address as the admin shows it: its host and the last characters of the rest (at most 8, and
 * at most a quarter of it), enough to tell two calendars apart, never enough to open one.
 */
export function shownUrl(url: string): string {
  const { host, pathname, search } = new URL(url);
  const rest = `${pathname}${search}`;
  return `${host}/…${rest.slice(rest.length - Math.min(8, Math.floor(rest.length / 4)))}`;
}

/** Why an address is refused, in the words of a calendar that is read (the guard's own are a webhook's). */
export function refusalWords({ reason }: RefusedUrl, url: string): string {
  switch (reason) {
    case 'tooLong':
      return BusyCalendarMessages.addressTooLong;
    case 'invalid':
      return BusyCalendarMessages.addressInvalid;
    case 'credentials':
      return BusyCalendarMessages.addressCredentials;
    case 'notHttps':
      return BusyCalendarMessages.addressNotHttps;
    case 'private':
      return BusyCalendarMessages.addressPrivate(new URL(url).hostname);
    case 'unresolvable':
      return BusyCalendarMessages.addressUnresolvable(new URL(url).hostname);
  }
}
