import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Spec §3's settings collection: one JSON document per key (appointment_settings, global_seo_settings). */
@Entity('setting')
export class Setting {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
