import { expect, test } from '@playwright/test';
import { screenshotForReview } from '../support/screenshots';
import {
  cardTitles,
  createTask,
  liftWithKeyboard,
  openAs,
  signInAsNewStaff,
  stepWithKeyboard,
  taskCard,
  tick,
} from '../support/tasks';

test.beforeEach(() => {
  // Multi-step flows against a real server; the 30-second default is tight when the machine is busy.
  test.setTimeout(90_000);
});

test('a task made with the word subtask gets subtasks; ticking them moves the progress, kept on reload', async ({
  page,
}) => {
  await signInAsNewStaff(page, 'Olga');
  await page.goto('/task-manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Task Manager' })).toBeVisible();
  await expect(page.getByText('No tasks yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create your first task' })).toBeVisible();

  await page.getByRole('button', { name: 'New Task' }).click();
  await expect(page.getByText("include the word 'subtask' in the title")).toBeVisible();
  const addTask = page.getByRole('button', { name: 'Add Task' });
  await expect(addTask).toBeDisabled();
  await page.getByLabel('Task title').fill('  Ship the Lisbon order: subtask list  ');
  await addTask.click();

  const title = 'Ship the Lisbon order: subtask list';
  const card = taskCard(page, title);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('task-count')).toHaveText('1 task');
  // No subtasks yet: no progress bar.
  await expect(card.getByRole('progressbar')).toHaveCount(0);
  await expect(card).toContainText('Created just now');

  await card.getByRole('button', { name: `Expand ${title}` }).click();
  await expect(card.getByRole('tab', { name: 'Subtasks (0)' })).toBeVisible();
  // Subtask-driven progress: no slider, the add-subtask form instead.
  await expect(card.getByRole('slider')).toHaveCount(0);
  for (const subtask of ['Book the truck', 'Clear customs', 'Send the invoice', 'Call the consignee']) {
    await card.getByLabel('New subtask title').fill(subtask);
    await card.getByRole('button', { name: 'Add Subtask' }).click();
    await expect(card.getByRole('checkbox', { name: `Completed: ${subtask}` })).toBeEnabled();
  }
  await expect(card.getByRole('tab', { name: 'Subtasks (4)' })).toBeVisible();
  const percent = card.getByTestId('task-progress');
  await expect(percent).toHaveText('0%');

  await tick(card, 'Completed: Book the truck');
  await expect(percent).toHaveText('25%');
  await tick(card, 'Completed: Clear customs');
  await expect(percent).toHaveText('50%');
  await tick(card, 'Completed: Send the invoice');
  await expect(percent).toHaveText('75%');
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshotForReview(page, { path: '/tmp/tasks-web-card-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: '/tmp/tasks-web-card-390.png', fullPage: true });

  await page.reload();
  const reloaded = taskCard(page, title);
  await expect(reloaded.getByTestId('task-progress')).toHaveText('75%');
  await expect(reloaded.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
  await reloaded.getByRole('button', { name: `Expand ${title}` }).click();
  await expect(reloaded.getByRole('checkbox', { name: 'Completed: Clear customs' })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: 'Completed: Call the consignee' })).not.toBeChecked();

  // Subtasks are drag-sorted too, and keep their order.
  const subtaskTitles = (card: typeof reloaded) =>
    card
      .getByTestId('subtask-row')
      .getByRole('checkbox')
      .evaluateAll((boxes) =>
        boxes.map((box) => box.getAttribute('aria-label')?.replace(/^Completed: /, '')),
      );
  const subtaskHandle = reloaded.getByRole('button', { name: 'Drag to reorder Call the consignee' });
  await liftWithKeyboard(page, subtaskHandle);
  await stepWithKeyboard(page, 'ArrowUp');
  await page.keyboard.press('Space');
  const moved = ['Book the truck', 'Clear customs', 'Call the consignee', 'Send the invoice'];
  await expect.poll(() => subtaskTitles(reloaded)).toEqual(moved);
  await page.reload();
  const again = taskCard(page, title);
  await again.getByRole('button', { name: `Expand ${title}` }).click();
  await expect.poll(() => subtaskTitles(again)).toEqual(moved);
});

test('a task without the word has a progress slider until converted to subtasks', async ({ page }) => {
  await signInAsNewStaff(page, 'Mila');
  await page.goto('/task-manager');
  await page.getByRole('button', { name: 'New Task' }).click();
  await page.getByLabel('Task title').fill('Renew the warehouse lease');
  await page.getByRole('button', { name: 'Add Task' }).click();
  const title = 'Renew the warehouse lease';
  const card = taskCard(page, title);
  await card.getByRole('button', { name: `Expand ${title}` }).click();
  await expect(card.getByRole('slider', { name: `Progress of ${title}` })).toBeVisible();

  await card.getByRole('button', { name: `Convert ${title} to subtasks` }).click();
  await expect(card.getByRole('slider')).toHaveCount(0);
  await expect(card.getByRole('checkbox', { name: 'Completed: Subtask 1' })).toBeEnabled();
  await expect(card.getByTestId('task-progress')).toHaveText('0%');
  await expect(card.getByRole('button', { name: `Convert ${title} to subtasks` })).toHaveCount(0);
  // The first subtask takes the task's priority (medium).
  await expect(
    card.getByTestId('subtask-row').getByRole('button', { name: 'Priority: Medium' }),
  ).toBeVisible();
});

test('dragging a card reorders the list, switches to the custom order, and the order survives a reload', async ({
  page,
}) => {
  await signInAsNewStaff(page, 'Dario');
  for (const title of ['First leg', 'Second leg', 'Third leg']) await createTask(page.request, { title });

  await page.goto('/task-manager?sort=custom');
  // The first list of a freshly started server can take a while on a busy machine.
  await expect(taskCard(page, 'Third leg')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => cardTitles(page)).toEqual(['First leg', 'Second leg', 'Third leg']);

  // Keyboard drag: focus the handle, lift with Space, two places up, drop with Space.
  const thirdHandle = page.getByRole('button', { name: 'Drag to reorder Third leg' });
  await liftWithKeyboard(page, thirdHandle);
  await stepWithKeyboard(page, 'ArrowUp');
  await stepWithKeyboard(page, 'ArrowUp');
  await page.keyboard.press('Space');
  await expect.poll(() => cardTitles(page)).toEqual(['Third leg', 'First leg', 'Second leg']);

  // A mouse drag too: First leg below Second leg.
  const handle = page.getByRole('button', { name: 'Drag to reorder First leg' });
  const target = taskCard(page, 'Second leg');
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height - 5, { steps: 15 });
  await page.mouse.up();
  await expect.poll(() => cardTitles(page)).toEqual(['Third leg', 'Second leg', 'First leg']);

  await page.reload();
  await expect.poll(() => cardTitles(page)).toEqual(['Third leg', 'Second leg', 'First leg']);

  // From the priority sort, a drag switches the list to the custom order.
  await page.goto('/task-manager');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Priority');
  await expect.poll(() => cardTitles(page)).toEqual(['Third leg', 'Second leg', 'First leg']);
  // By mouse this time: First leg onto the top half of Second leg.
  const firstHandle = (await page.getByRole('button', { name: 'Drag to reorder First leg' }).boundingBox())!;
  const secondCard = (await taskCard(page, 'Second leg').boundingBox())!;
  await page.mouse.move(firstHandle.x + firstHandle.width / 2, firstHandle.y + firstHandle.height / 2);
  await page.mouse.down();
  await page.mouse.move(firstHandle.x + firstHandle.width / 2, firstHandle.y - 20, { steps: 5 });
  await page.mouse.move(firstHandle.x + firstHandle.width / 2, secondCard.y + 5, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Custom order');
  await expect(page).toHaveURL(/sort=custom/);
  await expect.poll(() => cardTitles(page)).toEqual(['Third leg', 'First leg', 'Second leg']);
});

test('comments: Send is disabled while blank, Ctrl+Enter sends, and the count shows on the card', async ({
  page,
}) => {
  const [owner] = await signInAsNewStaff(page, 'Cora');
  await createTask(page.request, { title: 'Chase the bill of lading' });
  await page.goto('/task-manager');
  const card = taskCard(page, 'Chase the bill of lading');
  await card.getByRole('button', { name: 'Comments on Chase the bill of lading (0)' }).click();

  const dialog = page.getByRole('dialog', { name: 'Comments: Chase the bill of lading' });
  await expect(dialog.getByText('No comments yet.')).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  const box = dialog.getByLabel('Add a comment');
  await box.fill('   ');
  await expect(send).toBeDisabled();
  await box.fill('Carrier says Friday.\nWill confirm tomorrow.');
  await expect(send).toBeEnabled();
  await box.press('Control+Enter');
  await expect(dialog.getByTestId('comment-list')).toContainText('Carrier says Friday.');
  await expect(dialog.getByTestId('comment-list')).toContainText(owner.name);
  await expect(box).toHaveValue('');
  await screenshotForReview(page, { path: '/tmp/tasks-web-comments.png' });
  await page.keyboard.press('Escape');
  await expect(card.getByRole('button', { name: 'Comments on Chase the bill of lading (1)' })).toBeVisible();

  // The feed records it, with the comment's preview.
  await card.getByRole('button', { name: 'Expand Chase the bill of lading' }).click();
  await card.getByRole('tab', { name: 'Activity' }).click();
  await expect(card.getByTestId('activity-list')).toContainText('Carrier says Friday.');
});

test('a change the server refuses goes back, with the red banner', async ({ page, browser }) => {
  const [, colleague] = await signInAsNewStaff(page, 'Remy', 'Cato');
  const task = await createTask(page.request, {
    title: 'Contested task',
    priority: 'low',
    visibility: 'collaborative',
  });
  const granted = await page.request.post('/api/1/task_collaborators', {
    data: { task_id: task.id, user_id: colleague.id, permission_level: 'collaborator' },
  });
  expect(granted.status()).toBe(201);
  const { id: grantId } = (await granted.json()) as { id: number };

  const other = await openAs(browser, colleague);
  // A page that has not heard of the change yet (its live stream is off): with the stream on, the lowering
  // reaches the card at once and it stops offering the change (live-updates.spec.ts covers that side).
  await other.route('**/api/1/events', (route) => route.abort());
  await other.goto('/task-manager');
  const card = taskCard(other, 'Contested task');
  await expect(card.getByRole('button', { name: 'Priority: Low' })).toBeVisible();
  // The owner lowers them to viewer meanwhile: their next change is refused.
  const lowered = await page.request.put(`/api/1/task_collaborators/${grantId}`, {
    data: { permission_level: 'viewer' },
  });
  expect(lowered.status()).toBe(200);
  await card.getByRole('button', { name: 'Priority: Low' }).click();
  await other.getByRole('menuitem', { name: 'Urgent' }).click();
  await expect(other.getByRole('alert')).toContainText('Failed to update task priority');
  // Back to the saved value; the list read again shows them as a viewer now.
  await expect(card.getByRole('img', { name: 'Priority: Low' })).toBeVisible();
  await screenshotForReview(other, { path: '/tmp/tasks-web-banner.png' });
  await other.context().close();
});

test('the empty state says which priority has no tasks, without the create button', async ({ page }) => {
  await signInAsNewStaff(page, 'Pia');
  await createTask(page.request, { title: 'Medium one' });
  await page.goto('/task-manager?priority=urgent');
  await expect(page.getByText('No urgent priority tasks')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create your first task' })).toHaveCount(0);
  await expect(page.getByTestId('task-count')).toHaveText('0 tasks');
  await page.getByRole('button', { name: 'Show all priorities' }).click();
  await expect(taskCard(page, 'Medium one')).toBeVisible();
  await expect(page.getByTestId('task-count')).toHaveText('1 task');
});

test('card controls: inline title, visibility, contact picker, overdue deadline, subtask comments, activity and delete', async ({
  page,
}) => {
  const [owner] = await signInAsNewStaff(page, 'Ines');
  const tag = owner.name.split(' ')[1]!;
  for (const contact of [
    { name: 'Zed', last_name: tag },
    { name: 'Vic', last_name: tag, segment: 'VIP' },
    { name: 'Yan', last_name: tag, category: 'Customer' },
  ]) {
    expect((await page.request.post('/api/1/contacts', { data: contact })).status()).toBe(201);
  }
  await createTask(page.request, {
    title: 'Old title',
    deadline: '2020-01-02T10:00:00Z',
    is_manual_progress: false,
  });
  await page.goto('/task-manager');
  let card = taskCard(page, 'Old title');

  // Inline title: Escape keeps the old one, Enter saves the trimmed new one.
  await card.getByRole('button', { name: 'Edit task title: Old title' }).click();
  await card.getByRole('textbox', { name: 'Task title' }).fill('Discarded');
  await card.getByRole('textbox', { name: 'Task title' }).press('Escape');
  await expect(card.getByRole('button', { name: 'Edit task title: Old title' })).toBeVisible();
  await card.getByRole('button', { name: 'Edit task title: Old title' }).click();
  await card.getByRole('textbox', { name: 'Task title' }).fill('  Customs hold at Vigo  ');
  await card.getByRole('textbox', { name: 'Task title' }).press('Enter');
  card = taskCard(page, 'Customs hold at Vigo');
  await expect(card).toBeVisible();

  // Collaborative, not Public: a public card would show up in the lists of tests running alongside this one.
  await card.getByRole('button', { name: 'Visibility: Private' }).click();
  await page.getByRole('menuitem', { name: /Collaborative/ }).click();
  await expect(card.getByRole('button', { name: 'Visibility: Collaborative' })).toBeVisible();

  // Overdue in strong red, and a button that clears it.
  await expect(card.getByText(/Overdue: 01\/02\/2020/)).toBeVisible();
  await card.getByRole('button', { name: 'Clear deadline' }).click();
  await expect(card.getByText(/Overdue/)).toHaveCount(0);
  // A new one from the date-and-time picker: a day of the shown month, saved when the picker closes.
  await card.getByRole('button', { name: 'Deadline' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^28 / }).first().click();
  await page.getByRole('button', { name: 'Save deadline' }).click();
  await expect(card.getByText(/^(Due|Overdue:) \d{2}\/28\/\d{4}/)).toBeVisible();

  // The contact picker: Customers first, then VIPs, then by name.
  await card.getByRole('button', { name: 'Add contact' }).click();
  await page.getByRole('textbox', { name: 'Search contacts' }).fill(tag);
  const options = page.getByRole('dialog').getByRole('button').filter({ hasText: tag });
  await expect(options).toHaveCount(3);
  await expect(options.nth(0)).toContainText(`Yan ${tag}`);
  await expect(options.nth(1)).toContainText(`Vic ${tag}`);
  await expect(options.nth(2)).toContainText(`Zed ${tag}`);
  await options.nth(1).click();
  await expect(card.getByRole('button', { name: `Contact: Vic ${tag}` })).toBeVisible();

  // A subtask's own comments.
  await card.getByRole('button', { name: 'Expand Customs hold at Vigo' }).click();
  await card.getByLabel('New subtask title').fill('Send the invoice copy');
  await card.getByRole('button', { name: 'Add Subtask' }).click();
  await card.getByRole('button', { name: 'Comments on Send the invoice copy (0)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comments: Send the invoice copy' });
  await dialog.getByLabel('Add a comment').fill('Sent by courier');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByTestId('comment-list')).toContainText('Sent by courier');
  await page.keyboard.press('Escape');
  await expect(card.getByRole('button', { name: 'Comments on Send the invoice copy (1)' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Comments on Customs hold at Vigo (0)' })).toBeVisible();

  // Activity: the last 5, then Load more while a page comes back full.
  await card.getByRole('tab', { name: 'Activity' }).click();
  const feed = card.getByTestId('activity-list');
  await expect(feed.getByText(/just now/)).toHaveCount(5);
  await expect(feed).toContainText('commented: "Sent by courier"');
  await card.getByRole('button', { name: 'Load more' }).click();
  await expect(feed).toContainText("created the task 'Old title'");
  await expect(feed).toContainText("renamed it from 'Old title' to 'Customs hold at Vigo'");
  await expect(card.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Delete Customs hold at Vigo' }).click();
  await page.getByRole('dialog', { name: 'Delete task' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No tasks yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No tasks yet')).toBeVisible();
});
