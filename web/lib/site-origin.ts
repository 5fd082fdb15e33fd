// The site's origin, in the browser and during server rendering (where there is no window).
let serverOrigin = 'http://localhost';

/** Server rendering sets BASE_URL's origin once at start. */
export function setServerOrigin(origin: string): void {
  serverOrigin = new URL(origin).origin;
}

export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
