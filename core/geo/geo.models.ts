// Points on the map as core uses them, and as outside data may send them (spec section 3).

/** A checked point: finite, latitude within ±90 and longitude within ±180 degrees. */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** A point as the API or a browser may send it: either coordinate may be missing, null or not a number. */
export interface UncheckedLatLng {
  readonly lat?: number | null;
  readonly lng?: number | null;
}
