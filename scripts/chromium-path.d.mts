/** The Chromium executable the browser journeys drive (see chromium-path.mjs). */
export declare const chromiumPath: string;
