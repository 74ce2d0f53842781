// Distances on the map of Hong Kong and Macau: the branch finder sorts branches by how far
// they are from the customer's position (WGS-84 degrees).

/** Great-circle distance in metres between two WGS-84 points (haversine, mean Earth radius). */
export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(a))));
}

/** Items with a position sorted nearest first (ties by code); items without one keep their order after. */
export function sortByDistance<T extends { latitude: number; longitude: number; code: string }>(
  items: readonly T[],
  from: { latitude: number; longitude: number },
): (T & { distance: number })[] {
  return items
    .map((item) => ({ ...item, distance: distanceMetres(from.latitude, from.longitude, item.latitude, item.longitude) }))
    .sort((a, b) => a.distance - b.distance || a.code.localeCompare(b.code));
}
