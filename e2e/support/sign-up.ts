// Most journeys are about what a signed-in user does, not the sign-up form (account.spec.ts and a few others walk
// that): they sign up and in through the API, in the page's cookie jar, and open the Research Lab.
import { expect, test, type Page } from './test';

export const journeyPassword = 'Twinsight e2e pass 42';

export const uniqueJourneyEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Creates an account and signs it in within the page's browser context; returns its email. */
export async function signUpByApi(page: Page, name: string, tag = 'journey'): Promise<string> {
  const email = uniqueJourneyEmail(tag);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  for (const [url, data] of [
    ['/api/auth/sign-up/email', { name, email, password: journeyPassword }],
    ['/api/auth/sign-in/email', { email, password: journeyPassword }],
  ] as const) {
    const answer = await page.request.post(url, { data, headers: { origin } });
    expect(answer.status(), url).toBe(200);
  }
  return email;
}

/** Signs up through the API and opens the Research Lab, where the sign-up form would have landed. */
export async function signUpToLab(page: Page, name: string, tag?: string): Promise<string> {
  const email = await signUpByApi(page, name, tag);
  await page.goto('/research-lab');
  return email;
}
