import { expect, test, waitingForApp, type Page } from './support/test';

const password = 'Twinsight e2e pass 42';
const admin = { email: 'admin@e2e.example', password: 'e2e admin password' };
const concept =
  'TeaTote: an insulated bottle with a built-in tea infuser that keeps tea hot for 12 hours, €24.';
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

async function signUp(page: Page, name: string, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/research-lab$/);
}

test('an owner invites a viewer, who joins through the link, reads the owner’s run in history and cannot start one', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const ownerEmail = uniqueEmail('owner');
  const viewerEmail = uniqueEmail('viewer');
  await signUp(page, 'Olivia Owner', ownerEmail);

  // Without the Business plan the workspace is refused, with the reason.
  await page.getByRole('link', { name: 'Teams' }).click();
  await expect(page).toHaveURL(/\/research-lab\/workspace$/);
  await page.getByLabel('Workspace name').fill('Insights team');
  await page.getByRole('button', { name: 'Create' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Team workspaces come with the Business plan' });
  await expect(refusal).toBeVisible();
  // Billing is not set up here, so the answer says where an administrator grants the plan, with the link.
  await expect(refusal).toContainText('an administrator grants the plan: Admin → Users');
  await expect(page.getByRole('link', { name: 'Admins: grant the plan in Admin → Users' })).toHaveAttribute(
    'href',
    '/admin/users',
  );

  // An administrator puts the owner on the Business plan.
  const adminContext = await browser.newContext();
  const adminPage = waitingForApp(await adminContext.newPage());
  await adminPage.goto('/login');
  await adminPage.getByLabel('Email').fill(admin.email);
  await adminPage.getByLabel('Password', { exact: true }).fill(admin.password);
  await adminPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(adminPage).not.toHaveURL(/\/login/);
  await adminPage.goto('/admin/users');
  await adminPage.getByLabel('Search by email or name').fill(ownerEmail);
  const row = adminPage.getByTestId(`admin-user-${ownerEmail}`);
  await row.getByRole('button', { name: `Set subscription for ${ownerEmail}` }).click();
  const subscription = adminPage.getByRole('dialog', { name: 'Set subscription' });
  await subscription.getByLabel('Plan').click();
  await adminPage.getByRole('option', { name: 'Business' }).click();
  await subscription.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Business · active');
  await adminContext.close();

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Insights team' })).toBeVisible();
  await expect(page.getByTestId('workspace-member')).toHaveCount(1);
  await expect(page.getByTestId('workspace-member')).toContainText('Owner');
  await page.getByRole('textbox', { name: 'Email' }).fill(viewerEmail);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Viewer' }).click();
  await page.getByRole('button', { name: 'Invite' }).click();
  const link = (await page.getByTestId('invitation-link').textContent())!;
  expect(link).toMatch(/\/invitations\/accept\?token=/);
  await expect(page.getByTestId('pending-invitations')).toContainText(viewerEmail);

  // The owner runs a concept test in the team workspace.
  await page.goto('/research-lab');
  const panel = page.getByTestId('concept-test-panel');
  await panel
    .getByPlaceholder('Describe your product, service, or idea that needs evaluation...')
    .fill(concept);
  // The concept's reading appears above the twin button and moves it: a click during the move opens nothing.
  await expect(panel.getByRole('region', { name: 'What the twins will understand' })).toBeVisible();
  await panel.getByRole('button', { name: 'Select Digital Twins (0/7)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^View \d+ Results$/ }).click();
  await dialog.getByRole('button', { name: 'Choose for me' }).click();
  await dialog.getByRole('button', { name: 'Use 7 Twins' }).click();
  await panel.getByRole('button', { name: 'Generate Analysis' }).click();
  await expect(page.getByTestId('analysis-summary')).toBeVisible({ timeout: 60_000 });

  // The invited person signs up with the invited address and opens the link.
  const viewerContext = await browser.newContext();
  const viewer = waitingForApp(await viewerContext.newPage());
  await signUp(viewer, 'Victor Viewer', viewerEmail);
  await viewer.goto(new URL(link).pathname + new URL(link).search);
  await expect(
    viewer.getByRole('alert').filter({ hasText: 'You joined Insights team as viewer' }),
  ).toBeVisible();
  await viewer.getByRole('link', { name: 'Open the Research Lab' }).click();
  await expect(viewer).toHaveURL(/\/research-lab$/);
  await expect(viewer.getByTestId('viewer-notice')).toContainText('You are a viewer in this workspace');

  const viewerPanel = viewer.getByTestId('concept-test-panel');
  await expect(viewerPanel.getByRole('button', { name: 'Generate Analysis' })).toBeDisabled();
  await viewerPanel.getByRole('button', { name: 'History' }).click();
  const history = viewer.getByRole('dialog', { name: 'Feedback History' });
  await history.getByText(concept.slice(0, 20)).first().click();
  await expect(viewer.getByTestId('twin-answer')).toHaveCount(7);
  await expect(
    viewer.getByTestId('twin-answer').first().getByRole('button', { name: 'Ask a follow-up' }),
  ).toBeDisabled();

  // The server refuses a viewer's run too, whatever the page shows.
  const refused = await viewer.evaluate(async () => {
    const answer = await fetch('/api/analyses', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-workspace-id': localStorage.getItem('activeWorkspaceId') ?? '',
      },
      body: JSON.stringify({ concept: 'A viewer’s run', personaIds: ['none'] }),
    });
    return { status: answer.status, code: ((await answer.json()) as { code: string }).code };
  });
  expect(refused).toEqual({ status: 403, code: 'WORKSPACE_ROLE' });
  await viewerContext.close();
});
