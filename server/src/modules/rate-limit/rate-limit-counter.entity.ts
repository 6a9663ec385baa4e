import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A fixed-window hit counter; kept in Postgres so a limit holds across app instances. */
@Entity('rate_limit_counter')
export class RateLimitCounter {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'integer' })
  hits: number;

  @Column({ name: 'window_started_at', type: 'timestamptz' })
  windowStartedAt: Date;
}
