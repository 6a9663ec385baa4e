import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, type EntityManager } from 'typeorm';
import { newSecretToken, secretTokenHash } from '../../lib/secret-token';
import { localizedPath } from '@plumbing/shared';
import { secretLink, type SecretLinkMinter } from '../mail';
import { Appointment } from './appointment.entity';

/** How long after its visit an appointment's manage links still open it. */
export const MANAGE_LINK_DAYS_AFTER_VISIT = 30;

/**
 * A private link to manage one appointment (`PUBLIC_URL/appointments/{token}`, `/es/citas/{token}`): the token is its
 * only credential, so only its SHA-256 hash is kept (a leaked database opens no appointment). Each
 * customer e-mail carries a link of its own; every link of an appointment works until 30 days
 * after its visit.
 */
@Entity('appointment_manage_token')
@Index('appointment_manage_token_appointment', ['appointmentId'])
export class AppointmentManageToken {
  @PrimaryColumn({ name: 'token_hash', type: 'bytea' })
  tokenHash: Buffer;

  @Column({ name: 'appointment_id', type: 'uuid' })
  appointmentId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The name of the manage link among an e-mail's secret links (mail's secretLink). */
export const MANAGE_LINK_NAME = 'manage';

/** Where a customer e-mail's private manage link goes: minted when the e-mail is sent, never stored. */
export const MANAGE_LINK = secretLink(MANAGE_LINK_NAME);

/**
 * Mints a manage link as an e-mail about an appointment goes out: a token of its own, its hash saved
 * first; the page in the customer's language (issue #41: /es/citas/{token} in Spanish).
 */
export function manageLinkMinter(publicUrl: string): SecretLinkMinter {
  return async (manager, { appointmentId }) => {
    if (!appointmentId) throw new Error('a manage link belongs to an e-mail about an appointment');
    const token = newSecretToken();
    await manager.getRepository(AppointmentManageToken).insert({ tokenHash: secretTokenHash(token), appointmentId });
    const appointment = await manager.getRepository(Appointment).findOne({ where: { id: appointmentId }, select: { locale: true } });
    const path = `/appointments/${token}`;
    return `${publicUrl}${localizedPath(path, appointment?.locale ?? 'en') ?? path}`;
  };
}

/**
 * The appointment a manage link opens, or null when the link is unknown or expired (its visit was
 * at `expiredAt` or before: 30 days ago, MANAGE_LINK_DAYS_AFTER_VISIT). Every token, malformed ones too, is hashed and looked up by the one query, so an
 * unknown link costs what a real one does. `lock`: for a change, in the caller's transaction.
 */
export function appointmentByManageToken(
  manager: EntityManager,
  token: string,
  expiredAt: Date,
  lock = false,
): Promise<Appointment | null> {
  const query = manager
    .getRepository(Appointment)
    .createQueryBuilder('a')
    .innerJoin(AppointmentManageToken, 't', 't.appointment_id = a.id')
    .where('t.token_hash = :hash', { hash: secretTokenHash(token) })
    .andWhere('a.preferred_date > :expiredAt', { expiredAt });
  return (lock ? query.setLock('pessimistic_write', undefined, ['a']) : query).getOne();
}
