import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { ChangeCollection } from '@plumbing/shared';
import type { Logger } from '../../logger';
import { ChangeOperation, type ChangeEventService } from '../events';
import type { MediaService } from '../media';
import { Project } from './project.entity';
import { illustration, PALETTES, type Palette, SCENES } from './sample-illustrations';

/** Set once the samples were added: they are never added twice, even after the owner deletes them. */
export const SAMPLE_PROJECTS_KEY = 'sample_projects_seeded';

type Scene = keyof typeof SCENES;
interface Sample extends Omit<Partial<Project>, 'image' | 'gallery'> {
  picture?: [Scene, Palette];
  gallery?: Array<{ picture: [Scene, Palette]; caption: string }>;
}

const SAMPLES: Sample[] = [
  {
    title: 'Office Restroom Renovation',
    category: 'Commercial',
    type: 'Renovation',
    description: 'Three-basin restroom rebuilt for a Westshore office: new supply lines, touchless faucets and ADA-height fixtures.',
    completionDate: '2025-05-16',
    highlights: ['Finished over two weekends, no downtime for the tenants', 'Water use down by about a third'],
    specifications: {
      duration: '2 weekends',
      location: 'Westshore, Tampa',
      services: ['Fixture installation', 'Supply line replacement', 'Drain rerouting'],
      materials: ['PEX-A', 'Touchless faucets', 'Porcelain basins'],
    },
    projectDetails: {
      challenge: 'Corroded galvanized supply lines and a layout that failed accessibility rules, in a building open every weekday.',
      solution: 'We replaced the lines with PEX, moved the drains for ADA clearances and worked only on weekends.',
      outcome: 'A modern restroom that passed inspection the first time, with no missed workday for the tenants.',
    },
    picture: ['restroom', PALETTES.day],
    gallery: [
      { picture: ['restroom', PALETTES.dawn], caption: 'Basins and mirrors in place' },
      { picture: ['restroom', PALETTES.dusk], caption: 'Ready for the Monday opening' },
    ],
  },
  {
    title: 'Slab Leak Emergency Repair',
    category: 'Emergency',
    type: 'Leak repair',
    description: 'A hot-water slab leak found and fixed the same night in a Carrollwood home, with the floor restored.',
    completionDate: '2025-08-03',
    highlights: ['On site 45 minutes after the call', 'Leak located without breaking more floor than needed'],
    specifications: {
      duration: '9 hours',
      location: 'Carrollwood, Tampa',
      services: ['Leak detection', 'Slab repair', 'Floor restoration'],
      materials: ['Type L copper', 'Lead-free solder'],
    },
    projectDetails: {
      challenge: 'Warm tiles, a running meter and water seeping into the living room at 11 PM.',
      solution:
        'Acoustic and thermal detection pinpointed the break; we opened a small section, replaced the joint and pressure-tested the line.',
      outcome: 'Water back on by morning and the tiles relaid the next day.',
    },
    picture: ['slabLeak', PALETTES.dusk],
    gallery: [{ picture: ['slabLeak', PALETTES.dawn], caption: 'The repaired joint before the slab was closed' }],
  },
  {
    title: 'Tankless Water Heater Installation',
    category: 'Residential',
    type: 'Installation',
    description: 'A 50-gallon tank swapped for a wall-hung tankless heater in a South Tampa bungalow, freeing the closet.',
    completionDate: '2024-11-12',
    highlights: ['Endless hot water for a family of five', 'Closet space back'],
    specifications: {
      duration: '1 day',
      location: 'South Tampa',
      services: ['Water heater installation', 'Gas line upgrade', 'Venting'],
      materials: ['Condensing tankless heater', 'Stainless venting'],
    },
    projectDetails: {
      challenge: 'A failing tank heater and a gas line too small for a tankless unit.',
      solution: 'We upsized the gas line, vented through the wall and mounted the unit with isolation valves for easy service.',
      outcome: 'Hot water on demand and a lower gas bill from the first month.',
    },
    picture: ['waterHeater', PALETTES.day],
    gallery: [
      { picture: ['waterHeater', PALETTES.dawn], caption: 'Unit mounted with service valves' },
      { picture: ['waterHeater', PALETTES.dusk], caption: 'Lines insulated and labelled' },
    ],
  },
  {
    title: 'Annual Backflow Testing',
    category: 'Commercial',
    type: 'Inspection',
    description: '',
    completionDate: '2025-09-30',
    tableOnly: true,
    highlights: [],
    specifications: { duration: '3 hours', location: 'Ybor City, Tampa', services: ['Backflow testing'], materials: [] },
    projectDetails: {
      challenge: 'Yearly certification due for a restaurant.',
      solution: 'Tested and certified both assemblies.',
      outcome: 'Certificates filed with the city.',
    },
  },
];

async function photo([scene, palette]: [Scene, Palette]): Promise<Buffer> {
  return sharp(illustration(scene, palette)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * A fresh installation shows a real-looking portfolio (design.md). Runs once per database, and
 * never on a database that has projects; concurrent starts wait on the marker row, so one wins.
 * It runs while the site already serves: each project is announced like any other, so the
 * response cache drops a portfolio it kept empty.
 */
export async function seedSampleProjects(
  db: DataSource,
  media: MediaService,
  changeEvents: ChangeEventService,
  logger: Logger,
): Promise<void> {
  await db.transaction(async (manager) => {
    const claimed: unknown[] = await manager.query(
      `INSERT INTO setting (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key`,
      [SAMPLE_PROJECTS_KEY, { seededAt: new Date().toISOString() }],
    );
    if (claimed.length === 0) return;
    if ((await manager.getRepository(Project).count()) > 0) return;
    for (const { picture, gallery = [], ...fields } of SAMPLES) {
      const id = randomUUID();
      const image = picture ? await media.storeImage(`projects/${id}/main-image`, await photo(picture)) : '';
      const stored = [];
      for (const [index, entry] of gallery.entries()) {
        stored.push({ url: await media.storeImage(`projects/${id}/gallery-${index}`, await photo(entry.picture)), caption: entry.caption });
      }
      await manager
        .getRepository(Project)
        .insert({ details: '', tableOnly: false, ...fields, id, image, imageUrl: image, gallery: stored });
      await changeEvents.publish(ChangeCollection.projects, ChangeOperation.created, id, manager);
    }
    logger.info({ projects: SAMPLES.length }, 'added sample projects');
  });
}
