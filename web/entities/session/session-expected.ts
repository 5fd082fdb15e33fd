// Whether the server saw a valid session on the request for this page and rendered it as a signed-in page's frame
// (decision 021). Until the session has loaded, pages behind sign-in then show that frame instead of a spinner, so
// the first render in the browser matches the server's HTML.
import { createContext, useContext } from 'react';

export const SessionExpectedContext = createContext(false);

export function useSessionExpected(): boolean {
  return useContext(SessionExpectedContext);
}
