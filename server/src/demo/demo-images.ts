import sharp from "sharp";
import type { Random } from "./random.ts";

/** Aspect ratios (width:height) of the pin image pool; portrait-heavy, like real feeds. */
const RATIOS: readonly [number, number][] = [
  [2, 3],
  [3, 4],
  [4, 5],
  [1, 1],
  [2, 3],
  [9, 16],
  [16, 9],
  [2, 3],
  [3, 4],
  [4, 5],
  [3, 2],
  [2, 3],
  [1, 2],
  [3, 4],
  [4, 5],
  [2, 3],
];
const POOL_WIDTH = 736;
const AVATAR_SIDE = 320;

interface Palette {
  hue: number;
  color(shiftHue: number, saturation: number, lightness: number, alpha?: number): string;
}

type Painter = (width: number, height: number, palette: Palette, random: Random) => string;

/**
 * The demo's pin pictures as SVG: abstract scenes (landscapes, waves, arches, blocks…) in
 * varied colours and aspect ratios, so the demo needs no network and no bundled photos.
 * Deterministic for a given random source; `renderDemoImage` turns one into a JPEG.
 */
export function pinImageSvgs(count: number, random: Random): string[] {
  return Array.from({ length: count }, (_, index) => {
    const [w, h] = RATIOS[index % RATIOS.length] ?? [2, 3];
    const height = Math.round((POOL_WIDTH * h) / w);
    const painter = PAINTERS[index % PAINTERS.length] ?? landscape;
    // Each painter comes round every PAINTERS.length images, 60° further round the colour
    // wheel each time, so no two images share both a painter and a hue.
    const hue = (Math.floor(index / PAINTERS.length) * 60 + (index % PAINTERS.length) * 45) % 360;
    return frame(POOL_WIDTH, height, painter(POOL_WIDTH, height, palette(hue), random));
  });
}

/** `count` square avatar pictures as SVG: a soft silhouette on a gradient. */
export function avatarSvgs(count: number, random: Random): string[] {
  return Array.from({ length: count }, (_, index) => {
    const p = palette((index * 97 + 20) % 360);
    const s = AVATAR_SIDE;
    const body = `${linear("bg", p.color(0, 55, 62), p.color(40, 60, 42))}
      <rect width="${s}" height="${s}" fill="url(#bg)"/>
      <circle cx="${s / 2}" cy="${s * 0.4}" r="${s * 0.17}" fill="${p.color(180, 30, 92, 0.9)}"/>
      <ellipse cx="${s / 2}" cy="${s * 0.92}" rx="${s * 0.32}" ry="${s * 0.26}" fill="${p.color(180, 30, 92, 0.9)}"/>
      <circle cx="${(s * random.int(10, 90)) / 100}" cy="${s * 0.12}" r="${s * 0.05}" fill="${p.color(60, 70, 80, 0.6)}"/>`;
    return frame(s, s, body);
  });
}

/** Renders one generated SVG to the JPEG a person might have uploaded. */
export function renderDemoImage(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

function frame(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function palette(hue: number): Palette {
  return {
    hue,
    color: (shift, saturation, lightness, alpha = 1) =>
      `hsla(${Math.round((hue + shift + 360) % 360)}, ${saturation}%, ${lightness}%, ${alpha})`,
  };
}

function linear(id: string, from: string, to: string, vertical = true): string {
  const [x2, y2] = vertical ? [0, 1] : [1, 0];
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

const landscape: Painter = (w, h, p, r) => {
  const layers = [0.55, 0.68, 0.8].map((base, i) => {
    const y = h * base;
    const points = [`0,${h}`, `0,${y}`];
    for (let x = 0; x <= w; x += w / 6) points.push(`${x},${y - r.int(10, Math.round(h * 0.18))}`);
    points.push(`${w},${h}`);
    return `<polygon points="${points.join(" ")}" fill="${p.color(160 + i * 10, 35, 45 - i * 12)}"/>`;
  });
  return `${linear("sky", p.color(20, 70, 85), p.color(-20, 65, 65))}
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${(w * r.int(20, 80)) / 100}" cy="${h * 0.3}" r="${w * 0.12}" fill="${p.color(40, 90, 92, 0.9)}"/>
    ${layers.join("")}`;
};

const waves: Painter = (w, h, p, r) => {
  const bands = Array.from({ length: 6 }, (_, i) => {
    const y = h * (0.25 + i * 0.13);
    const a = r.int(20, 60);
    return `<path d="M0 ${y} Q ${w / 4} ${y - a} ${w / 2} ${y} T ${w} ${y} L ${w} ${h} L 0 ${h} Z" fill="${p.color(i * 8, 55, 75 - i * 9)}"/>`;
  });
  return `<rect width="${w}" height="${h}" fill="${p.color(0, 40, 92)}"/>${bands.join("")}`;
};

const bokeh: Painter = (w, h, p, r) => {
  const circles = Array.from({ length: 28 }, () => {
    const radius = r.int(20, Math.round(w * 0.2));
    return `<circle cx="${r.int(0, w)}" cy="${r.int(0, h)}" r="${radius}" fill="${p.color(r.int(-40, 40), 70, r.int(55, 85), 0.35)}"/>`;
  });
  return `${linear("bg", p.color(0, 45, 25), p.color(30, 55, 40))}<rect width="${w}" height="${h}" fill="url(#bg)"/>${circles.join("")}`;
};

const arches: Painter = (w, h, p) => {
  const cx = w / 2;
  const rings = Array.from({ length: 5 }, (_, i) => {
    const radius = w * (0.42 - i * 0.075);
    const y = h * 0.78;
    return `<path d="M ${cx - radius} ${y} A ${radius} ${radius} 0 0 1 ${cx + radius} ${y}" fill="none" stroke="${p.color(i * 25, 50, 60 + i * 4)}" stroke-width="${w * 0.06}"/>`;
  });
  return `<rect width="${w}" height="${h}" fill="${p.color(30, 35, 90)}"/>
    <rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${p.color(10, 30, 80)}"/>${rings.join("")}`;
};

const blocks: Painter = (w, h, p, r) => {
  const cols = 3;
  const rows = Math.max(2, Math.round((h / w) * 3));
  const cw = w / cols;
  const rh = h / rows;
  const cells: string[] = [];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const fill = p.color(r.pick([0, 30, 180, 210]), r.int(40, 75), r.int(40, 80));
      cells.push(`<rect x="${x * cw}" y="${y * rh}" width="${cw}" height="${rh}" fill="${fill}"/>`);
      if (r.chance(0.5)) {
        cells.push(
          `<circle cx="${x * cw + (r.chance(0.5) ? 0 : cw)}" cy="${y * rh + rh / 2}" r="${Math.min(cw, rh) / 2}" fill="${p.color(r.int(0, 360), 60, 70)}"/>`,
        );
      }
    }
  }
  return cells.join("");
};

const leaves: Painter = (w, h, p, r) => {
  const sprigs = Array.from({ length: 14 }, () => {
    const x = r.int(0, w);
    const y = r.int(0, h);
    const angle = r.int(0, 360);
    const size = r.int(70, 150);
    return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0 L0 ${size * 2.2}" stroke="${p.color(120, 30, 30)}" stroke-width="4"/>${[
      0.4, 1, 1.6,
    ]
      .map(
        (t) =>
          `<ellipse cx="${size * 0.35}" cy="${size * t}" rx="${size * 0.35}" ry="${size * 0.16}" fill="${p.color(110, 40, 38)}"/><ellipse cx="${-size * 0.35}" cy="${size * t + 10}" rx="${size * 0.35}" ry="${size * 0.16}" fill="${p.color(130, 35, 45)}"/>`,
      )
      .join("")}</g>`;
  });
  return `<rect width="${w}" height="${h}" fill="${p.color(0, 45, 86)}"/>${sprigs.join("")}`;
};

const sunsetStripes: Painter = (w, h, p) => {
  const stripes = Array.from({ length: 7 }, (_, i) => {
    const y = (h / 7) * i;
    return `<rect y="${y}" width="${w}" height="${h / 7 + 1}" fill="${p.color(i * 9, 75, 80 - i * 7)}"/>`;
  });
  return `${stripes.join("")}<circle cx="${w / 2}" cy="${h * 0.62}" r="${w * 0.22}" fill="${p.color(50, 90, 88, 0.85)}"/>`;
};

const terrazzo: Painter = (w, h, p, r) => {
  const chips = Array.from({ length: 110 }, () => {
    const x = r.int(0, w);
    const y = r.int(0, h);
    const s = r.int(24, 70);
    const points = [`${x},${y}`, `${x + s},${y + r.int(-s, s)}`, `${x + r.int(-s, s)},${y + s}`];
    return `<polygon points="${points.join(" ")}" fill="${p.color(r.pick([0, 25, 180, 200]), r.int(35, 70), r.int(35, 75))}"/>`;
  });
  return `<rect width="${w}" height="${h}" fill="${p.color(20, 20, 93)}"/>${chips.join("")}`;
};

const PAINTERS: Painter[] = [landscape, waves, bokeh, arches, blocks, leaves, sunsetStripes, terrazzo];
