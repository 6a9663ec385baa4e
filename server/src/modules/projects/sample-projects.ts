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
    translations: {
      es: {
        title: 'Renovación de baños de oficina',
        description:
          'Baño de tres lavamanos reconstruido para una oficina de Westshore: nuevas líneas de suministro, llaves sin contacto y accesorios a la altura que exige la ADA.',
        type: 'Renovación',
        details: '',
        duration: '2 fines de semana',
        location: 'Westshore, Tampa',
        highlights: ['Terminado en dos fines de semana, sin interrumpir a los inquilinos', 'El consumo de agua bajó cerca de un tercio'],
        services: ['Instalación de accesorios', 'Cambio de líneas de suministro', 'Reubicación de desagües'],
        materials: ['PEX-A', 'Llaves sin contacto', 'Lavamanos de porcelana'],
        challenge:
          'Líneas de suministro galvanizadas y corroídas, y una distribución que no cumplía las normas de accesibilidad, en un edificio abierto todos los días hábiles.',
        solution:
          'Cambiamos las líneas por PEX, movimos los desagües para dejar los espacios que exige la ADA y trabajamos solo los fines de semana.',
        outcome: 'Un baño moderno que pasó la inspección a la primera, sin que los inquilinos perdieran un solo día de trabajo.',
      },
    },
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
    translations: {
      es: {
        title: 'Fuga en la losa: reparación urgente',
        description:
          'Una fuga de agua caliente bajo la losa, localizada y reparada la misma noche en una casa de Carrollwood, con el piso restaurado.',
        type: 'Reparación de fugas',
        details: '',
        duration: '9 horas',
        location: 'Carrollwood, Tampa',
        highlights: ['En el lugar 45 minutos después de la llamada', 'Fuga localizada sin romper más piso del necesario'],
        services: ['Detección de fugas', 'Reparación de la losa', 'Restauración del piso'],
        materials: ['Cobre tipo L', 'Soldadura sin plomo'],
        challenge: 'Baldosas tibias, el medidor girando y agua filtrándose a la sala a las 11 de la noche.',
        solution:
          'Con detección acústica y térmica ubicamos la rotura; abrimos una sección pequeña, cambiamos la unión y probamos la línea a presión.',
        outcome: 'El agua volvió por la mañana y las baldosas se colocaron de nuevo al día siguiente.',
      },
    },
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
    translations: {
      es: {
        title: 'Nuevo calentador de agua sin tanque',
        description:
          'Un tanque de 50 galones cambiado por un calentador sin tanque montado en la pared en un bungalow de South Tampa, con el clóset libre.',
        type: 'Instalación',
        details: '',
        duration: '1 día',
        location: 'South Tampa',
        highlights: ['Agua caliente sin límite para una familia de cinco', 'Espacio recuperado en el clóset'],
        services: ['Instalación del calentador de agua', 'Ampliación de la línea de gas', 'Ventilación'],
        materials: ['Calentador sin tanque de condensación', 'Ventilación de acero inoxidable'],
        challenge: 'Un calentador de tanque que fallaba y una línea de gas demasiado pequeña para un equipo sin tanque.',
        solution:
          'Ampliamos la línea de gas, sacamos la ventilación por la pared y montamos el equipo con válvulas de aislamiento para darle servicio fácilmente.',
        outcome: 'Agua caliente al instante y una factura de gas más baja desde el primer mes.',
      },
    },
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
    translations: {
      es: {
        title: 'Prueba anual de contraflujo',
        description: '',
        type: 'Inspección',
        details: '',
        duration: '3 horas',
        location: 'Ybor City, Tampa',
        highlights: [],
        services: ['Prueba de contraflujo'],
        materials: [],
        challenge: 'Vencía la certificación anual de un restaurante.',
        solution: 'Probamos y certificamos los dos dispositivos.',
        outcome: 'Certificados presentados ante la ciudad.',
      },
    },
  },
];

async function photo([scene, palette]: [Scene, Palette]): Promise<Buffer> {
  return sharp(illustration(scene, palette)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * A fresh installation shows a real-looking portfolio (design.md), in Spanish too (issue #51: the
 * gallery's captions stay English, as the editor keeps them). Runs once per database, and
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
