import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** How long after its visit an appointment's manage links still open it. */
export const MANAGE_LINK_DAYS_AFTER_VISIT = 30;

/**
 * A private link to manage one appointment (`PUBLIC_URL/appointments/{token}`): the token is its
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

export function manageLink(publicUrl: string, token: string): string {
  return `${publicUrl}/appointments/${token}`;
}
