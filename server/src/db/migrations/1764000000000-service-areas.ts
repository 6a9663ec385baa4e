import type { MigrationInterface, QueryRunner } from 'typeorm';
import { slugFromTitle } from '@plumbing/shared';

/** `names` as areas without ZIP codes, each slug derived from its name and made unique ("tampa", "tampa-2"). */
function areasOf(names: string[]) {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = slugFromTitle(name) || 'area';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return { name, slug, zipCodes: [] };
  });
}

/**
 * Issue #42: the service area becomes areas with a slug (their future page's address) and ZIP codes
 * (what booking requests are checked against); the names kept so far become areas without ZIP
 * codes. Going back keeps the names.
 */
export class ServiceAreas1764000000000 implements MigrationInterface {
  name = 'ServiceAreas1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE business_profile ADD COLUMN service_areas jsonb NOT NULL DEFAULT '[]'`);
    const rows: Array<{ id: number; names: string[] }> = await q.query(`SELECT id, service_area AS names FROM business_profile`);
    for (const { id, names } of rows) {
      await q.query(`UPDATE business_profile SET service_areas = $2 WHERE id = $1`, [id, JSON.stringify(areasOf(names))]);
    }
    await q.query(`ALTER TABLE business_profile DROP COLUMN service_area`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE business_profile ADD COLUMN service_area text[] NOT NULL DEFAULT '{}'`);
    await q.query(`UPDATE business_profile SET service_area = ARRAY(SELECT jsonb_array_elements(service_areas) ->> 'name')`);
    await q.query(`ALTER TABLE business_profile DROP COLUMN service_areas`);
  }
}
