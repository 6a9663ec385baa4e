import { DOMAIN_MODULES } from '../modules';

/** Every entity the data source knows: the registered domains' (modules/index.ts). */
export const entities = DOMAIN_MODULES.flatMap((module) => module.entities ?? []);
