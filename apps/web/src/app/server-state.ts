import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the server's render of the first screen hands to the browser (docs/decisions/017): the query cache it
 * rendered from and the router's state, so the browser hydrates the same markup without asking again. It travels
 * as a JSON data block, not a script: the Content-Security-Policy allows no inline script.
 */
export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
}

export const SERVER_STATE_ELEMENT_ID = 'swapyard-state';

/** `<`, `>`, `&` and the JavaScript line separators escaped: no text in the data can end the element early. */
export function serverStateElement(state: ServerState): string {
  const json = JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${json}</script>`;
}

export function readServerState(doc: Document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
