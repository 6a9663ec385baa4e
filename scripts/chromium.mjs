// Debian's Chromium as the benches start it: the same path and flags as the browser tests (chromium.json).
import fs from 'node:fs';

const settings = JSON.parse(fs.readFileSync(new URL('chromium.json', import.meta.url), 'utf8'));

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? settings.path;
/** @type {string[]} */
export const CHROMIUM_FLAGS = settings.flags;
