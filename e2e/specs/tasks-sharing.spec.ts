import { expect, type Page, test } from '@playwright/test';
import { screenshotForReview } from '../support/screenshots';
import { createTask, openAs, signInAsNewStaff, taskCard, tick } from '../support/tasks';

test.beforeEach(() => {
  // Two people at two browsers against a real server; the 30-second default is tight on a busy machine.
  test.setTimeout(120_000);
});

/** Picks `name` in a user search field (typed, then chosen from the matches). */
async function pickUser(page: Page, field: string, name: string) {
  const input = page.getByRole('textbox', { name: field }).or(page.getByRole('combobox', { name: field }));
  await input.fill(name);
  await page.getByRole('option', { name }).click();
}

/** Clicks a tab of the Tasks/Teams switch, as a person clicks its label. */
async function switchTo(page: Page, tab: 'Tasks' | 'Teams') {
  await page.getByRole('radiogroup', { name: 'Task Manager view' }).getByText(tab, { exact: true }).click();
  await expect(page.getByRole('radio', { name: tab })).toBeChecked();
}

test('a collaborator added as viewer sees the task but cannot change it; the owner can raise or remove them', async ({
  page,
  browser,
}) => {
  const [, viewer] = await signInAsNewStaff(page, 'Owen', 'Vera');
  await createTask(page.request, { title: 'Quote for Porto', visibility: 'collaborative' });
  await page.goto('/task-manager');
  const card = taskCard(page, 'Quote for Porto');
  await card.getByRole('button', { name: 'Expand Quote for Porto' }).click();
  await card.getByRole('tab', { name: 'Collaborators (0)' }).click();

  await card.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(card.getByText('Please select a user')).toBeVisible();
  await pickUser(page, 'Add collaborator', viewer.name);
  await card.getByRole('combobox', { name: 'Permission level' }).click();
  await page.getByRole('option', { name: 'Viewer' }).click();
  await card.getByRole('button', { name: 'Add', exact: true }).click();
  const row = card.getByTestId('collaborator-row');
  await expect(row).toContainText(viewer.name);
  await expect(card.getByRole('combobox', { name: `Permission level of ${viewer.name}` })).toHaveValue(
    'Viewer',
  );
  await expect(card.getByRole('tab', { name: 'Collaborators (1)' })).toBeVisible();
  await expect(card.getByRole('button', { name: '1 collaborator on Quote for Porto' })).toBeVisible();
  await screenshotForReview(page, { path: '/tmp/tasks-web-collaborators.png' });

  const other = await openAs(browser, viewer);
  await other.goto('/task-manager');
  const seen = taskCard(other, 'Quote for Porto');
  await expect(seen).toBeVisible();
  await expect(seen.getByRole('checkbox', { name: 'Completed: Quote for Porto' })).toBeDisabled();
  await expect(seen.getByRole('button', { name: 'Delete Quote for Porto' })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: 'Drag to reorder Quote for Porto' })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: /Edit task title/ })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: /^Priority:/ })).toHaveCount(0);
  await expect(seen.getByRole('img', { name: 'Priority: Medium' })).toBeVisible();
  await expect(seen.getByRole('button', { name: /^Visibility:/ })).toHaveCount(0);
  await seen.getByRole('button', { name: 'Expand Quote for Porto' }).click();
  await expect(seen.getByRole('slider')).toHaveCount(0);
  await expect(seen.getByRole('progressbar', { name: 'Progress of Quote for Porto' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await seen.getByRole('tab', { name: 'Collaborators (1)' }).click();
  await expect(seen.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  await seen.getByRole('button', { name: 'Comments on Quote for Porto (0)' }).click();
  await expect(other.getByRole('dialog').getByLabel('Add a comment')).toHaveCount(0);
  await other.keyboard.press('Escape');
  await other.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(other, { path: '/tmp/tasks-web-viewer-390.png', fullPage: true });

  // Raised to collaborator, they may edit.
  await card.getByRole('combobox', { name: `Permission level of ${viewer.name}` }).click();
  await page.getByRole('option', { name: 'Collaborator', exact: true }).click();
  await expect(card.getByRole('combobox', { name: `Permission level of ${viewer.name}` })).toHaveValue(
    'Collaborator',
  );
  await other.reload();
  await expect(
    taskCard(other, 'Quote for Porto').getByRole('checkbox', { name: 'Completed: Quote for Porto' }),
  ).toBeEnabled();

  // Removed (after the confirmation), the task is gone for them.
  await card.getByRole('button', { name: `Remove ${viewer.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove collaborator' });
  await expect(confirm).toContainText('Are you sure you want to remove this collaborator?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(card.getByTestId('collaborator-row')).toHaveCount(0);
  await other.reload();
  await expect(other.getByText('No tasks yet')).toBeVisible();
  await other.context().close();
});

test('a team shares a collaborative task with its members; teams are edited, deactivated and deleted', async ({
  page,
  browser,
}) => {
  const [, mate] = await signInAsNewStaff(page, 'Tara', 'Milo');
  await page.goto('/task-manager?tab=teams');
  await expect(page.getByRole('button', { name: 'New Task' })).toHaveCount(0);
  await expect(page.getByText('No teams yet')).toBeVisible();

  await page.getByRole('button', { name: 'New Team' }).click();
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByText('Team name is required')).toBeVisible();
  await page.getByLabel('Team name').fill('  Iberia desk  ');
  await page.getByLabel('Description').fill('Spain and Portugal lanes');
  await page.getByRole('button', { name: 'Create Team' }).click();
  const row = page.getByTestId('team-row').filter({ hasText: 'Iberia desk' });
  await expect(row).toContainText('Spain and Portugal lanes');
  for (const column of ['Name', 'Description', 'Members', 'Created', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }

  await row.getByRole('button', { name: 'Manage members of Iberia desk' }).click();
  const members = page.getByRole('dialog', { name: 'Members of Iberia desk' });
  await pickUser(page, 'Add member', mate.name);
  await members.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(members.getByTestId('team-member-row').filter({ hasText: mate.name })).toBeVisible();
  await expect(members.getByRole('combobox', { name: `Role of ${mate.name}` })).toHaveValue('Member');
  await members.getByRole('combobox', { name: `Role of ${mate.name}` }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await expect(members.getByRole('combobox', { name: `Role of ${mate.name}` })).toHaveValue('Admin');
  await page.keyboard.press('Escape');
  await expect(row.getByRole('button', { name: /Members of Iberia desk: 2/ })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshotForReview(page, { path: '/tmp/tasks-web-teams-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: '/tmp/tasks-web-teams-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // A collaborative task, shared with the team from its card.
  await createTask(page.request, { title: 'Madrid consolidation', visibility: 'collaborative' });
  await switchTo(page, 'Tasks');
  const card = taskCard(page, 'Madrid consolidation');
  await card.getByRole('button', { name: 'Team: none' }).click();
  await page.getByRole('menuitem', { name: 'Iberia desk' }).click();
  await expect(card.getByRole('button', { name: 'Team: Iberia desk' })).toBeVisible();

  const other = await openAs(browser, mate);
  await other.goto('/task-manager');
  const shared = taskCard(other, 'Madrid consolidation');
  await expect(shared).toBeVisible();
  await expect(shared.getByRole('img', { name: 'Team: Iberia desk' })).toBeVisible();
  // A team member collaborates: they may tick it.
  await tick(shared, 'Completed: Madrid consolidation');
  await page.reload();
  await expect(taskCard(page, 'Madrid consolidation').getByRole('checkbox')).toBeChecked();

  // Inline edit: rename and deactivate.
  await switchTo(page, 'Teams');
  await row.getByRole('button', { name: 'Edit Iberia desk' }).click();
  await page.getByRole('textbox', { name: 'Team name' }).fill('Iberia & Canaries');
  await page.getByRole('switch', { name: 'Active' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByTestId('team-row').filter({ hasText: 'Iberia & Canaries' });
  await expect(renamed).toContainText('Inactive');

  await renamed.getByRole('button', { name: 'Delete Iberia & Canaries' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete team' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this team? This will remove all team assignments.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No teams yet')).toBeVisible();
  await other.reload();
  await expect(other.getByText('No tasks yet')).toBeVisible();
  await other.context().close();
});
