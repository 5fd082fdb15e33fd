// How a server-rendered page hands its data to the browser app: one JSON block the app reads before hydrating.
import type { DehydratedState } from '@tanstack/react-query';

export const SERVER_DATA_ELEMENT_ID = 'server-data';

export type ServerData = {
  state: DehydratedState;
  /** Rendered for a request that carried a session (web/entities/session/session-expected.ts). */
  sessionExpected: boolean;
  /** Only the page's islands hydrate, each with its own props (decision 023); no app state is handed over then. */
  islands: boolean;
};

const SESSION_EXPECTED_ATTRIBUTE = 'data-session-expected';
const ISLANDS_ATTRIBUTE = 'data-islands';

/** A JSON script block; '<' is escaped so no value can close the element. */
export function serverDataHtml({ state, sessionExpected, islands }: ServerData): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  const flags = [sessionExpected && SESSION_EXPECTED_ATTRIBUTE, islands && ISLANDS_ATTRIBUTE]
    .filter(Boolean)
    .map((flag) => ` ${flag}`)
    .join('');
  return `<script id="${SERVER_DATA_ELEMENT_ID}" type="application/json"${flags}>${json}</script>`;
}

export function readServerData(): ServerData | undefined {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  const text = element?.textContent;
  if (!element || !text) return undefined;
  return {
    state: JSON.parse(text) as DehydratedState,
    sessionExpected: element.hasAttribute(SESSION_EXPECTED_ATTRIBUTE),
    islands: element.hasAttribute(ISLANDS_ATTRIBUTE),
  };
}
