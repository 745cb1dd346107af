// Photos for the demo neighbourhood (`npm run seed:demo`), drawn here as small SVGs, never
// downloaded: each kind of food its own simple shape in its own colour, so the feed reads as a
// market at a glance. 1200 x 900, the 4:3 of a card, with the food in the middle third.

export type DemoPhotoKind =
  | 'eggs'
  | 'grains'
  | 'fish'
  | 'crab'
  | 'greens'
  | 'mangoes'
  | 'round'
  | 'long'
  | 'bread'
  | 'ulam'
  | 'meat'
  | 'chicken'
  | 'drink'
  | 'condiment';

export interface DemoPhoto {
  kind: DemoPhotoKind;
  /** The food's own colour. */
  color: string;
  /** The cloth or table it lies on. */
  background: string;
  /** What it lies in or on, where the kind has one (tray, bowl, basket, leaf, board). */
  base?: string;
}

const WIDTH = 1200;
const HEIGHT = 900;
const BANANA_LEAF = '#4f8a3c';
const SHINE = 'fill="#fff" opacity="0.35"';

/** A seeded generator: the same picture every run. */
function seeded(seed: number) {
  let state = seed;
  return () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
}

const r = (n: number) => Math.round(n);

/** A darker or lighter shade of a #rrggbb colour (amount -1..1). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (value: number) => {
    const next = amount < 0 ? value * (1 + amount) : value + (255 - value) * amount;
    return Math.max(0, Math.min(255, r(next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(n >> 16)}${channel((n >> 8) & 255)}${channel(n & 255)}`;
}

const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="0.12"/>`;

function eggs({ color, base = '#d8c39a' }: DemoPhoto) {
  let out = `${shadow(600, 735, 400, 40)}<rect x="230" y="300" width="740" height="430" rx="40" fill="${base}"/>`;
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      const x = 345 + col * 170;
      const y = 390 + row * 125;
      out +=
        `<ellipse cx="${x}" cy="${y + 14}" rx="74" ry="50" fill="${shade(base, -0.25)}"/>` +
        `<ellipse cx="${x}" cy="${y}" rx="66" ry="54" fill="${color}"/>` +
        `<ellipse cx="${x - 22}" cy="${y - 20}" rx="18" ry="12" ${SHINE}/>`;
    }
  }
  return out;
}

function grains({ color, base = '#f4f1ea' }: DemoPhoto) {
  const random = seeded(11);
  let out = `${shadow(600, 770, 330, 40)}<ellipse cx="600" cy="520" rx="300" ry="180" fill="${shade(color, -0.15)}"/>`;
  for (let i = 0; i < 260; i++) {
    // Inside the mound's upper half-ellipse, thicker towards its middle.
    const angle = random() * Math.PI;
    const reach = Math.sqrt(random());
    const x = 600 + Math.cos(angle) * 290 * reach;
    const y = 525 - Math.sin(angle) * 175 * reach;
    const tone = shade(color, (random() - 0.5) * 0.25);
    out += `<ellipse cx="${r(x)}" cy="${r(y)}" rx="15" ry="8" fill="${tone}" transform="rotate(${r(random() * 180)} ${r(x)} ${r(y)})"/>`;
  }
  // The bowl in front of the mound's foot.
  out += `<path d="M260 520h680a340 250 0 0 1-680 0Z" fill="${base}"/>`;
  out += `<path d="M260 520h680" stroke="${shade(base, -0.2)}" stroke-width="14"/>`;
  return out;
}

function fish({ color, base = BANANA_LEAF }: DemoPhoto) {
  return (
    `${shadow(600, 700, 430, 40)}<ellipse cx="600" cy="470" rx="470" ry="210" fill="${base}"/>` +
    `<path d="M600 270v400" stroke="${shade(base, -0.25)}" stroke-width="8"/>` +
    `<path d="M820 450 1010 330v240Z" fill="${shade(color, -0.15)}"/>` +
    `<path d="M470 345 600 280 650 350Z" fill="${shade(color, -0.2)}"/>` +
    `<ellipse cx="560" cy="450" rx="300" ry="120" fill="${color}"/>` +
    `<ellipse cx="560" cy="500" rx="250" ry="55" fill="${shade(color, 0.45)}"/>` +
    `<path d="M400 370q40 80 0 160" stroke="${shade(color, -0.3)}" stroke-width="8" fill="none"/>` +
    `<circle cx="340" cy="420" r="24" fill="#fff"/><circle cx="336" cy="420" r="12" fill="#1d1d1d"/>`
  );
}

function crab({ color, base = BANANA_LEAF }: DemoPhoto) {
  const dark = shade(color, -0.25);
  let out = `${shadow(600, 720, 420, 40)}<ellipse cx="600" cy="480" rx="460" ry="220" fill="${base}"/>`;
  for (const side of [-1, 1]) {
    for (let leg = 0; leg < 3; leg++) {
      const y = 470 + leg * 45;
      out += `<path d="M${600 + side * 170} ${y}l${side * 150} ${30 + leg * 25}l${side * 40} 60" stroke="${dark}" stroke-width="22" stroke-linecap="round" fill="none"/>`;
    }
    out +=
      `<path d="M${600 + side * 150} 400l${side * 110}-110" stroke="${dark}" stroke-width="30" stroke-linecap="round"/>` +
      `<ellipse cx="${600 + side * 275}" cy="275" rx="70" ry="50" fill="${color}"/>`;
  }
  return `${out}<ellipse cx="600" cy="460" rx="220" ry="140" fill="${color}"/><ellipse cx="540" cy="410" rx="70" ry="30" ${SHINE}/>`;
}

function greens({ color, base = '#8a6a44' }: DemoPhoto) {
  let out = shadow(600, 800, 260, 30);
  const stems = [-60, -40, -20, 0, 20, 40, 60];
  for (const [i, angle] of stems.entries()) {
    const radians = ((angle - 90) * Math.PI) / 180;
    const tipX = 600 + Math.cos(radians) * 560;
    const tipY = 790 + Math.sin(radians) * 560;
    out += `<path d="M600 790L${r(tipX)} ${r(tipY)}" stroke="${shade(color, 0.3)}" stroke-width="12"/>`;
    for (const along of [0.45, 0.7, 0.92]) {
      const x = 600 + (tipX - 600) * along;
      const y = 790 + (tipY - 790) * along;
      const tone = shade(color, ((i + along * 10) % 3) * 0.08 - 0.08);
      out += `<ellipse cx="${r(x)}" cy="${r(y)}" rx="95" ry="40" fill="${tone}" transform="rotate(${angle - 90 + (along > 0.6 ? 25 : -25)} ${r(x)} ${r(y)})"/>`;
    }
  }
  // The tie around the bunch.
  return `${out}<rect x="565" y="680" width="70" height="40" rx="10" fill="${base}"/>`;
}

function mangoes({ color, base = '#b98a4e' }: DemoPhoto) {
  const mango = (x: number, y: number, turn: number) =>
    `<g transform="rotate(${turn} ${x} ${y})"><path d="M${x - 150} ${y}c0-90 90-130 170-110c90 20 140 70 130 140c-10 70-110 90-190 70c-70-15-110-50-110-100Z" fill="${color}"/>` +
    `<ellipse cx="${x + 40}" cy="${y - 20}" rx="70" ry="40" fill="${shade(color, -0.12)}" opacity="0.5"/>` +
    `<ellipse cx="${x - 60}" cy="${y - 50}" rx="40" ry="18" ${SHINE}/>` +
    `<path d="M${x - 150} ${y - 10}l-30-25" stroke="#5b4020" stroke-width="10" stroke-linecap="round"/></g>`;
  return (
    `${shadow(600, 760, 400, 40)}<path d="M210 520h780l-70 230H280Z" fill="${base}"/>` +
    mango(430, 470, -10) +
    mango(770, 470, 12) +
    mango(600, 390, 0) +
    `<path d="M210 520h780" stroke="${shade(base, -0.25)}" stroke-width="18"/>` +
    `<path d="M300 600h600M330 680h540" stroke="${shade(base, -0.2)}" stroke-width="8"/>`
  );
}

function round({ color, base = '#b98a4e' }: DemoPhoto) {
  let out = `${shadow(600, 770, 380, 40)}<ellipse cx="600" cy="700" rx="380" ry="70" fill="${base}"/>`;
  const pile = [
    [420, 620],
    [600, 620],
    [780, 620],
    [510, 480],
    [690, 480],
    [600, 345],
  ] as const;
  for (const [x, y] of pile) {
    out +=
      `<circle cx="${x}" cy="${y}" r="105" fill="${color}" stroke="${shade(color, -0.2)}" stroke-width="6"/>` +
      `<ellipse cx="${x - 35}" cy="${y - 40}" rx="30" ry="18" ${SHINE}/>` +
      `<circle cx="${x + 10}" cy="${y - 98}" r="10" fill="${shade(color, -0.45)}"/>`;
  }
  return out;
}

function long({ color, base = '#b98a4e' }: DemoPhoto) {
  let out = `${shadow(600, 760, 400, 40)}<rect x="180" y="640" width="840" height="110" rx="40" fill="${base}"/>`;
  for (let i = 0; i < 5; i++) {
    const y = 330 + i * 85;
    const turn = -8 + i * 4;
    out +=
      `<g transform="rotate(${turn} 600 ${y})"><path d="M330 ${y}q270-120 520-20q30 70-40 80q-230 20-480-60Z" fill="${shade(color, i % 2 ? -0.1 : 0)}"/>` +
      `<path d="M845 ${y - 15}q40-10 70-45" stroke="#3f7a2a" stroke-width="16" stroke-linecap="round" fill="none"/>` +
      `<ellipse cx="830" cy="${y + 5}" rx="40" ry="30" fill="#4f8f35"/>` +
      `<ellipse cx="520" cy="${y - 35}" rx="90" ry="12" ${SHINE}/></g>`;
  }
  return out;
}

function bread({ color, base = '#e9dcc0' }: DemoPhoto) {
  let out = `${shadow(600, 770, 420, 40)}<ellipse cx="600" cy="560" rx="440" ry="230" fill="${base}"/>`;
  const loaves = [
    [400, 470],
    [600, 450],
    [800, 470],
    [490, 620],
    [710, 620],
  ] as const;
  for (const [x, y] of loaves) {
    out +=
      `<ellipse cx="${x}" cy="${y + 20}" rx="115" ry="80" fill="${shade(color, -0.25)}"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="110" ry="78" fill="${color}"/>` +
      `<ellipse cx="${x - 20}" cy="${y - 30}" rx="55" ry="22" fill="${shade(color, 0.35)}"/>`;
  }
  return out;
}

function ulam({ color, base = '#f6f3ec' }: DemoPhoto) {
  const random = seeded(5);
  let out = `${shadow(600, 780, 360, 40)}`;
  for (let i = 0; i < 3; i++) {
    const x = 470 + i * 130;
    out += `<path d="M${x} 280q-40-50 0-100q40-50 0-100" stroke="#fff" stroke-width="14" stroke-linecap="round" fill="none" opacity="0.7"/>`;
  }
  out += `<ellipse cx="600" cy="440" rx="340" ry="100" fill="${shade(base, -0.12)}"/>`;
  out += `<ellipse cx="600" cy="445" rx="305" ry="80" fill="${color}"/>`;
  for (let i = 0; i < 9; i++) {
    const x = 380 + random() * 440;
    const y = 420 + random() * 50;
    out += `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(45 + random() * 25)}" ry="${r(24 + random() * 10)}" fill="${shade(color, -0.3 + random() * 0.2)}"/>`;
  }
  // The bowl below the rim's front edge.
  out += `<path d="M260 445A340 300 0 0 0 940 445A340 100 0 0 1 260 445Z" fill="${base}"/>`;
  out += `<path d="M330 560q270 120 540 0" stroke="${shade(base, -0.15)}" stroke-width="12" fill="none"/>`;
  return out;
}

function meat({ color, base = '#9a6b3f' }: DemoPhoto) {
  const fat = shade(color, 0.7);
  return (
    `${shadow(600, 770, 430, 40)}<rect x="170" y="300" width="860" height="460" rx="50" fill="${base}"/>` +
    `<rect x="280" y="360" width="640" height="300" rx="50" fill="${color}"/>` +
    `<rect x="280" y="360" width="640" height="50" rx="25" fill="${shade(color, -0.35)}"/>` +
    `<rect x="280" y="430" width="640" height="40" fill="${fat}"/>` +
    `<rect x="280" y="520" width="640" height="34" fill="${fat}"/>` +
    `<rect x="280" y="600" width="640" height="26" fill="${fat}"/>`
  );
}

function chicken({ color, base = '#f3efe6' }: DemoPhoto) {
  const dark = shade(color, -0.2);
  return (
    `${shadow(600, 770, 400, 40)}<ellipse cx="600" cy="560" rx="430" ry="210" fill="${base}"/>` +
    `<ellipse cx="600" cy="500" rx="240" ry="170" fill="${color}"/>` +
    `<ellipse cx="400" cy="590" rx="120" ry="70" fill="${dark}" transform="rotate(-25 400 590)"/>` +
    `<ellipse cx="800" cy="590" rx="120" ry="70" fill="${dark}" transform="rotate(25 800 590)"/>` +
    `<circle cx="305" cy="640" r="26" fill="#f7f2e6"/><circle cx="895" cy="640" r="26" fill="#f7f2e6"/>` +
    `<ellipse cx="540" cy="420" rx="90" ry="40" ${SHINE}/>`
  );
}

function bottle(x: number, color: string, scale = 1) {
  const top = 900 - 160 - 520 * scale;
  const w = 200 * scale;
  const neck = 60 * scale;
  return (
    `<path d="M${x - neck / 2} ${top}h${neck}v${80 * scale}q${w / 2 - neck / 2} ${40 * scale} ${w / 2 - neck / 2} ${120 * scale}v${300 * scale}q0 ${20 * scale}-${20 * scale} ${20 * scale}h-${w - 40 * scale}q-${20 * scale} 0-${20 * scale}-${20 * scale}v-${300 * scale}q0-${80 * scale} ${w / 2 - neck / 2}-${120 * scale}Z" fill="${color}" stroke="${shade(color, -0.2)}" stroke-width="6"/>` +
    `<rect x="${x - neck / 2 - 6}" y="${top - 40 * scale}" width="${neck + 12}" height="${45 * scale}" rx="8" fill="#c0392b"/>` +
    `<rect x="${x - w / 2 + 10}" y="${top + 260 * scale}" width="${w - 20}" height="${110 * scale}" fill="#fffaf0" opacity="0.9"/>` +
    `<rect x="${x - w / 2 + 10}" y="${top + 300 * scale}" width="${w - 20}" height="${22 * scale}" fill="${shade(color, -0.35)}"/>` +
    `<rect x="${x - w / 2 + 22}" y="${top + 140 * scale}" width="${18 * scale}" height="${100 * scale}" ${SHINE}/>`
  );
}

function drink({ color }: DemoPhoto) {
  return `${shadow(600, 745, 330, 30)}${bottle(470, color)}${bottle(720, color, 0.85)}`;
}

function condiment({ color, base = '#f6f1e4' }: DemoPhoto) {
  return (
    `${shadow(600, 745, 360, 30)}${bottle(420, color, 0.95)}` +
    `<rect x="560" y="400" width="300" height="340" rx="40" fill="${color}" stroke="${shade(color, -0.25)}" stroke-width="6"/>` +
    `<rect x="545" y="350" width="330" height="70" rx="14" fill="${shade(color, -0.45)}"/>` +
    `<rect x="580" y="500" width="260" height="120" fill="${base}" opacity="0.92"/>` +
    `<rect x="600" y="545" width="220" height="24" fill="${shade(color, -0.3)}"/>` +
    `<rect x="590" y="430" width="24" height="260" ${SHINE}/>`
  );
}

const DRAW: Record<DemoPhotoKind, (photo: DemoPhoto) => string> = {
  eggs,
  grains,
  fish,
  crab,
  greens,
  mangoes,
  round,
  long,
  bread,
  ulam,
  meat,
  chicken,
  drink,
  condiment,
};

/** The picture as SVG text, for sharp to turn into the JPEG a seller would upload. */
export function demoPhotoSvg(photo: DemoPhoto): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${photo.background}"/>` +
    // The table's edge: the back third a shade lighter.
    `<rect width="${WIDTH}" height="300" fill="#fff" opacity="0.18"/>` +
    `${DRAW[photo.kind](photo)}</svg>`
  );
}
