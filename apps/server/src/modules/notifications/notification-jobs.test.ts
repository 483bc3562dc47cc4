import { addDays, formatDocumentDate, todayIso } from '@freight/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailingTestApp, TEST_PUBLIC_URL as PUBLIC_URL } from '../../../test/mailing-test-app';
import { MAIL_OFF } from '../../platform/mail/mailer';
import { tasks } from '../tasks/tasks.table';
import { runReminders, sendPendingEmails } from './notification-jobs.service';
import { type NotifiedUser, notifiedUser } from './notifications.fixture';
import { notifications } from './notifications.table';

const mailing = mailingTestApp({ from: 'ShipDesk <desk@shipdesk.test>' });
let ada: NotifiedUser;
let grace: NotifiedUser;
beforeAll(async () => {
  ada = await notifiedUser(mailing.t, { first_name: 'Ada', last_name: 'Lovelace' });
  grace = await notifiedUser(mailing.t, { first_name: 'Grace', last_name: 'Hopper' });
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

/** Runs the reminders until nothing new is due, so the rows of other tests are made first. */
async function remindersSettled() {
  while ((await runReminders(mailing.t.db)) > 0);
}

describe('the reminder job', () => {
  it("reminds a task's owner and collaborators of a deadline within 24 hours, once", async () => {
    const task = await ada.tasks.createTask({
      title: 'Load container',
      deadline: inHours(5),
      visibility: 'collaborative',
    });
    await ada.tasks.share(task.id, grace.user.id);
    const later = await ada.tasks.createTask({ title: 'Next week', deadline: inHours(30) });
    const done = await ada.tasks.createTask({ title: 'Done', deadline: inHours(3), completed: true });
    await remindersSettled();
    for (const who of [ada, grace]) {
      const notes = await who.notifications(`?kind=task_deadline&record_id=${task.id}`);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        title: '"Load container" is due within 24 hours',
        link: `/task-manager?task=${task.id}`,
      });
    }
    expect(await ada.notifications(`?kind=task_deadline&record_id=${later.id}`)).toEqual([]);
    expect(await ada.notifications(`?kind=task_deadline&record_id=${done.id}`)).toEqual([]);
    // A rerun, and two runs at once (two processes), add nothing.
    expect(await runReminders(mailing.t.db)).toBe(0);
    expect(await Promise.all([runReminders(mailing.t.db), runReminders(mailing.t.db)])).toEqual([0, 0]);
    expect(await ada.notifications(`?kind=task_deadline&record_id=${task.id}`)).toHaveLength(1);
  });

  it('reminds again when the deadline moves to another time within 24 hours', async () => {
    const task = await ada.tasks.createTask({ title: 'Moved', deadline: inHours(10) });
    await remindersSettled();
    await mailing.t.db
      .update(tasks)
      .set({ deadline: inHours(12) })
      .where(eq(tasks.id, task.id));
    expect(await runReminders(mailing.t.db)).toBe(1);
  });

  it('two first runs at the same time make each reminder once', async () => {
    await remindersSettled();
    const task = await grace.tasks.createTask({ title: 'Race', deadline: inHours(2) });
    const made = await Promise.all([runReminders(mailing.t.db), runReminders(mailing.t.db)]);
    expect(made[0]! + made[1]!).toBe(1);
    expect(await grace.notifications(`?kind=task_deadline&record_id=${task.id}`)).toHaveLength(1);
  });

  it("reminds a quotation's creator when its validity ends within 72 hours, once", async () => {
    const today = todayIso();
    const soon = await ada.quotations.newQuotation({ valid_until_date: addDays(today, 2) });
    const far = await ada.quotations.newQuotation({ valid_until_date: addDays(today, 10) });
    await remindersSettled();
    const notes = await ada.notifications(`?kind=quotation_expiring&record_id=${soon.id}`);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: `Quotation ${soon.quotation_number} expires on ${formatDocumentDate(addDays(today, 2), 'D MMM YYYY')}`,
      link: `/quotations/${soon.id}`,
    });
    expect(await ada.notifications(`?kind=quotation_expiring&record_id=${far.id}`)).toEqual([]);
    expect(await runReminders(mailing.t.db)).toBe(0);
  });

  it("writes the expiry day and the deadline in the company's date format", async () => {
    const admin = await mailing.t.signedInUser({ role: 'admin' });
    const setDateFormat = async (date_format: string) => {
      const res = await mailing.t.call('PUT', '/company-profile', admin.cookie, { date_format });
      expect(res.statusCode, res.body).toBe(200);
    };
    await remindersSettled();
    await setDateFormat('DD/MM/YYYY');
    try {
      const until = addDays(todayIso(), 1);
      const q = await grace.quotations.newQuotation({ valid_until_date: until });
      const deadline = inHours(3);
      const task = await grace.tasks.createTask({ title: 'Book the truck', deadline });
      await remindersSettled();
      const dayMonthYear = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
      const [expiry] = await grace.notifications(`?kind=quotation_expiring&record_id=${q.id}`);
      expect(expiry.title).toBe(`Quotation ${q.quotation_number} expires on ${dayMonthYear(until)}`);
      const [due] = await grace.notifications(`?kind=task_deadline&record_id=${task.id}`);
      expect(due.body).toBe(`Deadline: ${dayMonthYear(deadline)} ${deadline.slice(11, 16)} UTC`);
    } finally {
      await setDateFormat('D MMM YYYY');
    }
  });

  it("respects 'system alerts' for deadlines and 'quotation updates' for expiring quotations", async () => {
    const erin = await notifiedUser(mailing.t);
    await erin.setPreference('notification_system_alerts', false);
    await erin.setPreference('notification_quotation_updates', false);
    await erin.tasks.createTask({ deadline: inHours(4) });
    await erin.quotations.newQuotation({ valid_until_date: addDays(todayIso(), 1) });
    await remindersSettled();
    expect(await erin.notifications()).toEqual([]);
  });
});

/** Sends until nothing is pending (the reminders above left e-mails waiting too). */
async function mailSettled() {
  while ((await sendPendingEmails(mailing.t.db, mailing.mail, PUBLIC_URL)).sent > 0);
}

describe('e-mail', () => {
  it('sends a committed notification to its recipient, with a link built from PUBLIC_URL', async () => {
    const task = await grace.tasks.createTask({ title: 'Seal the crate', visibility: 'collaborative' });
    await grace.tasks.share(task.id, ada.user.id);
    await mailSettled();
    const message = await mailing.smtp.waitFor(
      (m) => m.envelopeTo.includes(ada.user.email) && m.subject.includes('Seal the crate'),
    );
    expect(message.subject).toBe('Grace Hopper added you to the task "Seal the crate"');
    expect(message.text).toContain(`${PUBLIC_URL}/task-manager?task=${task.id}`);
    // Sent once: the next run finds nothing pending.
    expect(await sendPendingEmails(mailing.t.db, mailing.mail, PUBLIC_URL)).toEqual({ sent: 0, failed: 0 });
  });

  it('sends nothing to a user whose e-mail toggle is off, who still gets it in the app', async () => {
    const fay = await notifiedUser(mailing.t);
    await fay.setPreference('notification_email', false);
    const task = await grace.tasks.createTask({ title: 'Quiet one', visibility: 'collaborative' });
    await grace.tasks.share(task.id, fay.user.id);
    await mailSettled();
    expect(mailing.smtp.messages.some((m) => m.envelopeTo.includes(fay.user.email))).toBe(false);
    expect(await fay.notifications()).toHaveLength(1);
    const [row] = await mailing.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, fay.user.id));
    expect(row!.email_state).toBe('skipped');
  });

  it('a relay refusing the recipient fails neither the change nor the notification, and is logged', async () => {
    const rex = await notifiedUser(mailing.t, { email: `reject-${Date.now()}@example.com` });
    const task = await grace.tasks.createTask({ title: 'Refused', visibility: 'collaborative' });
    const res = await grace.tasks.post('/task_collaborators', { task_id: task.id, user_id: rex.user.id });
    expect(res.statusCode).toBe(201);
    const logged: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await sendPendingEmails(mailing.t.db, mailing.mail, PUBLIC_URL, (m) => logged.push(m))).toEqual({
        sent: 0,
        failed: 1,
      });
    }
    expect(logged[0]).toMatch(/was not sent/);
    // After three attempts it is given up: no further tries.
    expect(await sendPendingEmails(mailing.t.db, mailing.mail, PUBLIC_URL)).toEqual({ sent: 0, failed: 0 });
    const [row] = await mailing.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, rex.user.id));
    expect(row!.email_state).toBe('failed');
    expect(await rex.notifications()).toHaveLength(1);
  });

  it('with e-mail off on the server nothing is sent and nothing waits', async () => {
    const task = await grace.tasks.createTask({ title: 'No relay', visibility: 'collaborative' });
    await grace.tasks.share(task.id, ada.user.id);
    const before = mailing.smtp.messages.length;
    expect(await sendPendingEmails(mailing.t.db, MAIL_OFF, PUBLIC_URL)).toEqual({ sent: 0, failed: 0 });
    expect(await sendPendingEmails(mailing.t.db, mailing.mail, PUBLIC_URL)).toEqual({ sent: 0, failed: 0 });
    expect(mailing.smtp.messages.length).toBe(before);
  });

  it('the channels answer says e-mail is on when a relay is configured', async () => {
    expect((await ada.tasks.get('/notifications/channels')).json()).toEqual({ email: true });
  });
});

describe("in the reader's language", () => {
  it('answers and e-mails a German reader in German, keeping the English text stored for API clients', async () => {
    const hilde = await notifiedUser(mailing.t, { first_name: 'Hilde', last_name: 'Brandt' });
    await hilde.setPreference('language', 'de');
    const q = await hilde.quotations.newQuotation();
    const res = await grace.quotations.call('PUT', `/quotations/${q.id}`, { status: 'Working' });
    expect(res.statusCode, res.body).toBe(200);
    const [note] = await hilde.notifications(`?record_id=${q.id}&kind=quotation_status`);
    const german = {
      title: `Angebot ${q.quotation_number} ist jetzt In Bearbeitung`,
      body: 'Grace Hopper hat den Status von Ausstehend auf In Bearbeitung geändert.',
    };
    expect(note).toMatchObject(german);
    expect((await hilde.tasks.post(`/notifications/${note!.id}/read`)).json()).toMatchObject(german);
    const [row] = await mailing.t.db.select().from(notifications).where(eq(notifications.id, note!.id));
    expect(row!.title).toBe(`Quotation ${q.quotation_number} is now Working`);
    await mailSettled();
    const mail = await mailing.smtp.waitFor((m) => m.envelopeTo.includes(hilde.user.email));
    expect(mail.subject).toBe(german.title);
    expect(mail.text).toContain(german.body);
    expect(mail.text).toContain(`In ShipDesk öffnen: ${PUBLIC_URL}/quotations/${q.id}`);
  });

  it("writes a Japanese reader's expiry reminder in Japanese, the date in the company's format", async () => {
    const kenji = await notifiedUser(mailing.t);
    await kenji.setPreference('language', 'ja');
    const until = addDays(todayIso(), 1);
    const q = await kenji.quotations.newQuotation({ valid_until_date: until });
    await remindersSettled();
    const [note] = await kenji.notifications(`?kind=quotation_expiring&record_id=${q.id}`);
    expect(note!.title).toBe(
      `見積書 ${q.quotation_number} は ${formatDocumentDate(until, 'D MMM YYYY')} に期限切れになります`,
    );
  });

  it('keeps the English text of a notification made before messages were stored', async () => {
    const lena = await notifiedUser(mailing.t);
    await lena.setPreference('language', 'de');
    await mailing.t.db.insert(notifications).values({
      user_id: lena.user.id,
      kind: 'task_comment',
      title: 'An older notification',
      body: 'Written in English',
      link: '/task-manager?task=1',
      record_kind: 'task',
      record_id: 1,
      email_state: 'skipped',
    });
    expect(await lena.notifications()).toMatchObject([
      { title: 'An older notification', body: 'Written in English' },
    ]);
  });
});
