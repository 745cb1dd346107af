import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { logIn, newPerson, openNav, signUpAndConfirm } from './support/people';
import { postAs } from './support/posts';

test.describe('moderation', () => {
  test('report and feedback reach the admin, who removes the post, bans and unbans the author', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const newPage = async () => (await browser.newContext()).newPage();

    const authorPerson = newPerson('author');
    const author = await newPage();
    await signUpAndConfirm(author, authorPerson);
    const title = `Suspicious tuyo ${Date.now().toString(36)}`;
    const postId = await postAs(author, title);

    // A neighbour reports the post and sends feedback with a screenshot.
    const reporter = await newPage();
    await signUpAndConfirm(reporter, newPerson('kapit'));
    await reporter.goto(`/post/${postId}`);
    await reporter.getByRole('button', { name: 'Report this post' }).click();
    await reporter
      .getByLabel('Why are you reporting this post?')
      .fill('Smells off, sold as fresh.');
    await reporter.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(reporter.getByText('Thanks, our moderators will review this post.')).toBeVisible();

    await reporter.goto('/feedback');
    await reporter.getByRole('radio', { name: 'Idea' }).check({ force: true });
    await reporter.getByLabel('Message').fill('Please add a way to follow a seller.');
    await reporter.getByLabel('Screenshot (optional)').setInputFiles({
      name: 'screen.png',
      mimeType: 'image/png',
      // A 1x1 PNG: the browser compresses it and the server checks its bytes.
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
        'base64',
      ),
    });
    await expect(reporter.getByRole('img', { name: 'Your screenshot' })).toBeVisible();
    await reporter.getByRole('button', { name: 'Send feedback' }).click();
    await expect(reporter.getByText('Thank you for your feedback!')).toBeVisible();

    // The admin sees the badge and reviews the report.
    const admin = await newPage();
    await signUpAndConfirm(admin, {
      ...newPerson('admin'),
      // A retry needs an admin address that is not signed up yet.
      email: `e2e-admin-${testInfo.project.name}${testInfo.retry ? '-retry' : ''}@example.com`,
    });
    const nav = await openNav(admin);
    const adminLink = nav.getByRole('link', { name: /Admin/ });
    await expect(adminLink).toHaveAccessibleName(/new items? to review/);
    await adminLink.click();
    await expect(admin.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
    const report = admin.getByRole('article', { name: title });
    await expect(report).toContainText('Smells off, sold as fresh.');
    await expectAccessible(admin);
    await report.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(admin.getByText('Report marked reviewed.')).toBeVisible();
    // The tabs follow the keyboard pattern: Right moves to, and opens, the next one.
    await admin.getByRole('tab', { name: /Reports/ }).focus();
    await admin.keyboard.press('ArrowRight');
    await expect(admin.getByRole('tab', { name: /Feedback/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(admin.getByRole('tab', { name: /Feedback/ })).toBeFocused();
    await expect(admin.getByText('Please add a way to follow a seller.').first()).toBeVisible();

    // From the post page: remove it, then ban its author for 7 days.
    await admin.goto(`/post/${postId}`);
    await expect(admin.getByRole('heading', { name: 'Admin actions' })).toBeVisible();
    await admin.getByRole('button', { name: 'Remove', exact: true }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Remove post' }).click();
    await expect(admin.getByText('Post removed.')).toBeVisible();
    await admin.getByRole('button', { name: 'Ban 7 days' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Ban 7 days' }).click();
    await expect(admin.getByText(/is banned for 7 days/)).toBeVisible();

    // The author is signed out with the notice; the post is gone for everyone else.
    await author.reload();
    await expect(author.getByText(/Your account is banned until/)).toBeVisible();
    await reporter.goto(`/post/${postId}`);
    await expect(reporter.getByText('Post not found.')).toBeVisible();
    await reporter.goto(`/?q=${encodeURIComponent(title)}`);
    await expect(reporter.getByText('No posts found')).toBeVisible();

    // The admin clears the ban; the author can log in again.
    await admin.goto('/admin?tab=users');
    await admin.getByRole('searchbox', { name: 'Search users' }).fill(authorPerson.username);
    const row = admin.getByRole('article', { name: `@${authorPerson.username}` });
    await row.getByRole('button', { name: 'Clear ban' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Clear ban' }).click();
    await expect(admin.getByText('Ban cleared.')).toBeVisible();
    await admin.getByRole('tab', { name: 'Log' }).click();
    // Every step above was recorded, newest first.
    const log = admin.getByRole('tabpanel');
    for (const action of ['Ban cleared', 'User banned', 'Post removed', 'Report reviewed']) {
      await expect(log).toContainText(action);
    }
    await logIn(author, authorPerson);
  });
});
