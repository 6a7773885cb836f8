type Point = readonly [number, number];

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Map units per em of the leg labels and the city names, as plan-check.css sizes them on a wide map and on a narrow one (a phone). */
const TYPE_SCALES = [{ label: 1, name: 1.3 }, { label: 1.8, name: 2.4 }] as const;
/** Map units between a leg's line and the nearest edge of its label: close by, or further out where that is crowded. */
const LABEL_GAPS = [0.35, 1.5, 3, 4.5];
/** A label's height, and the width of a wide (Chinese, Japanese, Korean) and of any other character, in ems: on the generous side. */
const LABEL_HEIGHT_EM = 1.4;
const WIDE_CHAR_EM = 1.05;
const NARROW_CHAR_EM = 0.62;
const WIDE_CHAR = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;
/** Where along its leg a label may sit, the middle first. */
const ALONG = [0.5, 0.35, 0.65, 0.25, 0.75];

const widthEm = (text: string): number => [...text].reduce((sum, char) => sum + (WIDE_CHAR.test(char) ? WIDE_CHAR_EM : NARROW_CHAR_EM), 0);

const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const crosses = (box: Box, [a, b]: readonly [Point, Point]): boolean => Array.from({ length: 41 }, (_, i) => i / 40).some((f) => {
  const x = a[0] + (b[0] - a[0]) * f;
  const y = a[1] + (b[1] - a[1]) * f;
  return x > box.left && x < box.right && y > box.top && y < box.bottom;
});

/** A city's dot and its name, which starts just right of the dot (route-map.tsx draws it there). */
function nameBox(point: Point, name: string, size: number): Box {
  return { left: point[0] - 1, right: point[0] + 1 + widthEm(name) * size, top: point[1] + 0.4 - 1.1 * size, bottom: point[1] + 0.4 + 0.35 * size };
}

export interface LegLabelPlace {
  x: number;
  y: number;
  dx: string;
  dy: string;
}

/**
 * Where each leg's label goes: beside its line, never across it, its box kept the gap away from the line along the
 * leg's normal whatever the label's size (the point in map units, the further shift, which grows with the type, in
 * ems). Of the places along either side of the line, each label takes the first (nearest the line, then nearest its middle) that clears the city names, the
 * other lines and the labels placed before it, at the type sizes of both a wide and a narrow map.
 */
export function placeLegLabels(
  legs: readonly { from: Point; to: Point; label: string }[], cities: readonly { point: Point; name: string }[], map: Box,
): LegLabelPlace[] {
  const placed: Box[][] = [];
  const lines = legs.map(({ from, to }) => [from, to] as const);
  return legs.map(({ from, to, label }) => {
    const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
    const length = Math.hypot(dx, dy) || 1;
    const normal: Point = [-dy / length, dx / length];
    const candidates = LABEL_GAPS.flatMap((gap) => ALONG.flatMap((along) => [1, -1].map((side) => {
      const [nx, ny] = [normal[0] * side, normal[1] * side];
      const reach = (Math.abs(nx) * widthEm(label)) / 2 + (Math.abs(ny) * LABEL_HEIGHT_EM) / 2;
      const x = from[0] + dx * along + nx * gap;
      const y = from[1] + dy * along + ny * gap;
      const boxes = TYPE_SCALES.map(({ label: size }) => {
        const [cx, cy] = [x + nx * reach * size, y + ny * reach * size];
        const [half, halfHeight] = [(widthEm(label) * size) / 2, (LABEL_HEIGHT_EM * size) / 2];
        return { left: cx - half, right: cx + half, top: cy - halfHeight, bottom: cy + halfHeight };
      });
      const clashes = boxes.reduce((sum, box, scale) => sum
        + cities.filter((city) => overlaps(box, nameBox(city.point, city.name, TYPE_SCALES[scale].name))).length
        + placed.filter((other) => overlaps(box, other[scale])).length
        + lines.filter((line) => crosses(box, line)).length
        + (box.left < map.left || box.right > map.right || box.top < map.top || box.bottom > map.bottom ? 1 : 0), 0);
      return { place: { x, y, dx: `${(nx * reach).toFixed(3)}em`, dy: `${(ny * reach).toFixed(3)}em` }, boxes, clashes };
    })));
    const best = candidates.reduce((a, b) => (b.clashes < a.clashes ? b : a));
    placed.push(best.boxes);
    return best.place;
  });
}
