// The offline map of a list step's `nearby`: the shipped district outlines of Hong Kong and Macau
// (maps/hk-macau.ts) as SVG, framed on the rows' positions, with a numbered marker per row (the
// row's place in the list) and the customer's position once granted. The list itself is the
// accessible form of what the map shows; the map is one labelled image.
import { DISTRICT_OUTLINES } from './maps/hk-macau';

export interface MapPoint {
  latitude: number;
  longitude: number;
  label: string;
}

const WIDTH = 320;
const HEIGHT = 220;

export default function AreaMap({ points, here, label }: { points: MapPoint[]; here?: { latitude: number; longitude: number }; label: string }) {
  const all = here ? [...points, { ...here, label: '' }] : points;
  if (all.length === 0) return null;
  let minLon = Math.min(...all.map((p) => p.longitude));
  let maxLon = Math.max(...all.map((p) => p.longitude));
  let minLat = Math.min(...all.map((p) => p.latitude));
  let maxLat = Math.max(...all.map((p) => p.latitude));
  // At least about 5 km across, and a margin so markers do not sit on the edge.
  const padLon = Math.max(0.025, (maxLon - minLon) * 0.12);
  const padLat = Math.max(0.02, (maxLat - minLat) * 0.12);
  minLon -= padLon;
  maxLon += padLon;
  minLat -= padLat;
  maxLat += padLat;
  // Equirectangular with the width of a degree of longitude at this latitude; fitted, centred.
  const kx = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const scale = Math.min(WIDTH / ((maxLon - minLon) * kx), HEIGHT / (maxLat - minLat));
  const offX = (WIDTH - (maxLon - minLon) * kx * scale) / 2;
  const offY = (HEIGHT - (maxLat - minLat) * scale) / 2;
  const x = (lon: number) => offX + (lon - minLon) * kx * scale;
  const y = (lat: number) => offY + (maxLat - lat) * scale;
  const ring = (r: readonly (readonly [number, number])[]) => r.map(([lon, lat], i) => `${i ? 'L' : 'M'}${x(lon).toFixed(1)},${y(lat).toFixed(1)}`).join('') + 'Z';
  return (
    <svg className="area-map" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="area-map">
      <rect className="area-map-sea" x="0" y="0" width={WIDTH} height={HEIGHT} />
      {Object.entries(DISTRICT_OUTLINES).map(([code, rings]) => (
        <path key={code} className="area-map-district" d={rings.map(ring).join('')} />
      ))}
      {points.map((p, i) => (
        <g key={i} className={i === 0 && here ? 'area-map-marker area-map-marker--nearest' : 'area-map-marker'}>
          <circle cx={x(p.longitude)} cy={y(p.latitude)} r="7" />
          <text x={x(p.longitude)} y={y(p.latitude) + 3.5} textAnchor="middle">
            {p.label}
          </text>
        </g>
      ))}
      {here && <circle className="area-map-here" cx={x(here.longitude)} cy={y(here.latitude)} r="5" data-testid="area-map-here" />}
    </svg>
  );
}
