// A hand-drawn, simplified outline of Uppsala municipality (lon, lat; WGS 84). Approximate on purpose: it only frames
// the district areas on the offline map, so a few hundred metres of error do not matter and no data package is needed.
export const MUNICIPALITY_NAME = 'Uppsala kommun';

export const MUNICIPALITY_OUTLINE: readonly (readonly [number, number])[] = [
  [17.45, 60.18],
  [17.75, 60.17],
  [17.95, 60.08],
  [18.2, 60.02],
  [18.4, 59.9],
  [18.25, 59.78],
  [18.05, 59.76],
  [17.87, 59.79],
  [17.78, 59.77],
  [17.62, 59.73],
  [17.45, 59.76],
  [17.28, 59.78],
  [17.2, 59.86],
  [17.18, 59.98],
  [17.28, 60.08],
  [17.45, 60.18],
];
