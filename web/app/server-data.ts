// How a server-rendered page hands its data to the browser app: one JSON block the app reads before hydrating.
import type { DehydratedState } from '@tanstack/react-query';

export const SERVER_DATA_ELEMENT_ID = 'server-data';

/** A JSON script block; '<' is escaped so no value can close the element. */
export function serverDataHtml(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${SERVER_DATA_ELEMENT_ID}" type="application/json">${json}</script>`;
}

export function readServerData(): DehydratedState | undefined {
  const text = document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : undefined;
}
