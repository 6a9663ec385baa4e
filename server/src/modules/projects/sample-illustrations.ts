/**
 * The sample projects' photos, drawn as SVG and rendered by sharp at start: nothing is downloaded
 * and no large files live in the repository. No text (fonts differ between machines).
 */
export interface Palette {
  sky: [string, string];
  wall: string;
  accent: string;
  pipe: string;
}

export const PALETTES: Record<string, Palette> = {
  dawn: { sky: ['#0f3460', '#e0a458'], wall: '#f4efe6', accent: '#1d4ed8', pipe: '#b87333' },
  day: { sky: ['#60a5fa', '#e0f2fe'], wall: '#fefce8', accent: '#0f766e', pipe: '#9ca3af' },
  dusk: { sky: ['#312e81', '#f97316'], wall: '#e7e5e4', accent: '#b91c1c', pipe: '#b87333' },
};

const frame = (width: number, height: number, palette: Palette, body: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#6b7280"/><stop offset="0.5" stop-color="#e5e7eb"/><stop offset="1" stop-color="#6b7280"/></linearGradient>
    <pattern id="tiles" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="${palette.wall}"/><path d="M60 0H0V60" fill="none" stroke="#d6d3d1" stroke-width="3"/></pattern>
  </defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  ${body}
</svg>`;

/** A commercial restroom: tiled wall, a row of basins and mirrors. */
function restroom(palette: Palette) {
  const basins = [0, 1, 2]
    .map((i) => {
      const x = 170 + i * 320;
      return `<rect x="${x + 20}" y="200" width="200" height="220" rx="16" fill="#cbd5e1" stroke="#94a3b8" stroke-width="6"/>
        <rect x="${x}" y="470" width="240" height="70" rx="20" fill="#ffffff" stroke="#cbd5e1" stroke-width="6"/>
        <path d="M${x + 120} 470v-40h40" fill="none" stroke="url(#metal)" stroke-width="14" stroke-linecap="round"/>
        <path d="M${x + 120} 540v120" stroke="${palette.pipe}" stroke-width="18"/>`;
    })
    .join('');
  return `<rect x="60" y="60" width="1080" height="680" fill="url(#tiles)"/>
    <rect x="60" y="540" width="1080" height="24" fill="${palette.accent}"/>${basins}
    <rect x="60" y="700" width="1080" height="40" fill="#57534e"/>`;
}

/** A slab leak: a cut-open floor, a copper line with a patched joint, water on the ground. */
function slabLeak(palette: Palette) {
  return `<rect x="0" y="420" width="1200" height="380" fill="#78716c"/>
    <rect x="0" y="400" width="1200" height="40" fill="#d6d3d1"/>
    <path d="M260 440h680l-60 260H320z" fill="#44403c"/>
    <path d="M200 600H1000" stroke="${palette.pipe}" stroke-width="36" stroke-linecap="round"/>
    <rect x="560" y="570" width="80" height="60" rx="10" fill="${palette.accent}"/>
    <ellipse cx="420" cy="700" rx="150" ry="24" fill="#60a5fa" opacity="0.7"/>
    <ellipse cx="780" cy="690" rx="110" ry="18" fill="#60a5fa" opacity="0.6"/>
    <path d="M880 260l120-120 40 40-120 120 30 30-40 40-100-100 40-40z" fill="url(#metal)" stroke="#374151" stroke-width="6"/>`;
}

/** A utility closet with a wall-hung tankless water heater and its lines. */
function waterHeater(palette: Palette) {
  return `<rect x="120" y="80" width="960" height="640" fill="${palette.wall}"/>
    <rect x="470" y="150" width="260" height="360" rx="24" fill="#f8fafc" stroke="#94a3b8" stroke-width="8"/>
    <rect x="530" y="230" width="140" height="60" rx="10" fill="${palette.accent}"/>
    <circle cx="600" cy="400" r="34" fill="#e2e8f0" stroke="#94a3b8" stroke-width="6"/>
    <path d="M540 510v160M600 510v160M660 510v160" stroke="${palette.pipe}" stroke-width="20"/>
    <path d="M540 670H300M660 670H900" stroke="${palette.pipe}" stroke-width="20" stroke-linecap="round"/>
    <path d="M600 150V90" stroke="url(#metal)" stroke-width="40"/>
    <rect x="120" y="720" width="960" height="30" fill="#57534e"/>`;
}

export const SCENES = { restroom, slabLeak, waterHeater } as const;

export function illustration(scene: keyof typeof SCENES, palette: Palette, width = 1200, height = 800): Buffer {
  return Buffer.from(frame(width, height, palette, SCENES[scene](palette)));
}
