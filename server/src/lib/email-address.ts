import { IsEmail, isEmail } from 'class-validator';

/**
 * An e-mail address as SMTP servers take it (issue #49): class-validator's isEmail without the
 * forms they refuse, which would leave the e-mails to it failing: a quoted local part
 * ("x@y.com"@example.com is answered 501), and an IP address for a domain.
 */
const AS_SMTP_TAKES = { blacklisted_chars: '"', allow_ip_domain: false, require_tld: true };

/** Whether `address` is one SMTP servers take. */
export const isDeliverableEmail = (address: unknown): address is string => typeof address === 'string' && isEmail(address, AS_SMTP_TAKES);

/** An input's e-mail address, refused with `message` unless SMTP servers take it. */
export const IsDeliverableEmail = (message: string) => IsEmail(AS_SMTP_TAKES, { message });
