import { devices, expect, test, type Locator, type Page } from './support/test';
import { logIn, newPerson, signUpAndConfirm } from './support/people';
import { postAs } from './support/posts';
import { settle } from './support/settle';

// With a service worker, which the config blocks for other journeys: messages written offline wait
// in the worker-backed outbox.
test.use({ serviceWorkers: 'allow' });

// "A neighbour's first week": a buyer whose signal drops. What they send offline stays on
// screen as "Waiting to send" and goes by itself once the network is back, once and in order,
// even after the tab was closed; the offline banner is never hidden under the chat.

const PHONE = { ...devices['Pixel 5'], viewport: { width: 360, height: 800 } };

/** The few DOM calls the checks below make (the journeys compile without the DOM's types). */
interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}
interface PageDom {
  document: {
    elementFromPoint(x: number, y: number): { closest(selector: string): unknown } | null;
  };
}

/** Whether what a tap at (x, y) would reach lies inside `selector` (nothing covers it). */
function reachesAt(page: Page, x: number, y: number, selector: string) {
  return page.evaluate(
    ([px, py, inside]) => {
      const { document } = globalThis as unknown as PageDom;
      return Boolean(document.elementFromPoint(px, py)?.closest(inside));
    },
    [x, y, selector] as const,
  );
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { left: box.x, top: box.y, width: box.width, height: box.height };
}

async function messageBodies(seller: Page, threadId: string) {
  const token = await seller.evaluate<string>('localStorage.getItem("token")');
  const res = await seller.request.get(`/api/threads/${threadId}/messages`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { body: string }[] }).data.map((m) => m.body);
}

test.describe('a buyer whose signal drops', () => {
  test('messages sent offline wait on screen and go by themselves, once and in order', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const seller = await (await browser.newContext()).newPage();
    await signUpAndConfirm(seller, newPerson('tindera'));
    const postId = await postAs(seller, `Kamatis ${Date.now().toString(36)}`);

    const context = await browser.newContext(PHONE);
    let buyer = await context.newPage();
    await signUpAndConfirm(buyer, newPerson('suki'));
    await buyer.goto(`/post/${postId}`);
    await buyer
      .getByRole('region', { name: 'Post actions' })
      .getByRole('button', { name: 'Message' })
      .click();
    await buyer.waitForURL(/\/threads\/[\w-]+$/);
    const threadId = new URL(buyer.url()).pathname.split('/').pop()!;
    await expect(buyer.getByText('No messages yet.', { exact: false })).toBeVisible();
    await settle(buyer);

    // The signal drops: the banner shows above the chat, not under its header.
    await context.setOffline(true);
    const banner = buyer.getByRole('status').filter({ hasText: 'You are offline.' });
    await expect(banner).toBeVisible();
    const bannerBox = await boxOf(banner);
    expect(bannerBox.top).toBeGreaterThanOrEqual(0);
    expect(bannerBox.top + bannerBox.height).toBeLessThanOrEqual(800);
    const centre = [bannerBox.left + bannerBox.width / 2, bannerBox.top + bannerBox.height / 2];
    expect(await reachesAt(buyer, centre[0]!, centre[1]!, '[role="status"]')).toBe(true);
    // And the chat's own header is still whole under it.
    await expect(buyer.getByRole('link', { name: 'Back to messages' })).toBeInViewport();

    const input = buyer.getByRole('textbox', { name: 'Message' });
    const log = buyer.getByRole('log', { name: 'Messages' });
    const first = 'Pwede po bang kunin mamayang 5 pm?';
    const second = 'Magdadala po ako ng sariling bag.';
    for (const text of [first, second]) {
      await input.fill(text);
      await buyer.getByRole('button', { name: 'Send' }).click();
      await expect(input).toHaveValue('');
    }
    await expect(log.getByText(first)).toBeVisible();
    await expect(log.getByText(second)).toBeVisible();
    await expect(log.getByText('Waiting to send')).toHaveCount(2);
    await expect(banner).toBeVisible();
    await buyer.screenshot({ path: '/tmp/offline-chat-waiting.png' });
    expect(await messageBodies(seller, threadId)).toEqual([]);

    // Back online: both go by themselves, in order, exactly once.
    await context.setOffline(false);
    await expect(log.getByText('Waiting to send')).toHaveCount(0, { timeout: 15_000 });
    await expect(banner).toHaveCount(0);
    await expect.poll(() => messageBodies(seller, threadId)).toEqual([first, second]);

    // Offline again, two more, and the tab is closed before the signal comes back.
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    const third = 'Nasa gate na po ako.';
    const fourth = 'Salamat po!';
    for (const text of [third, fourth]) {
      await input.fill(text);
      await buyer.getByRole('button', { name: 'Send' }).click();
      await expect(input).toHaveValue('');
    }
    await expect(log.getByText('Waiting to send')).toHaveCount(2);
    await buyer.close();
    expect(await messageBodies(seller, threadId)).toEqual([first, second]);

    // The next visit, online: they go without a tap, after the earlier ones, once.
    await context.setOffline(false);
    buyer = await context.newPage();
    await buyer.goto(`/threads/${threadId}`);
    const reopenedLog = buyer.getByRole('log', { name: 'Messages' });
    await expect(reopenedLog.getByText(fourth)).toBeVisible({ timeout: 15_000 });
    await expect(reopenedLog.getByText('Waiting to send')).toHaveCount(0, { timeout: 15_000 });
    await expect
      .poll(() => messageBodies(seller, threadId))
      .toEqual([first, second, third, fourth]);
    await buyer.reload();
    await expect(buyer.getByRole('log', { name: 'Messages' }).getByText(fourth)).toHaveCount(1);
    await context.close();
  });

  test('opened again without a signal: signed out, and the queue goes at the next sign-in', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const seller = await (await browser.newContext()).newPage();
    await signUpAndConfirm(seller, newPerson('tindera'));
    const postId = await postAs(seller, `Talong ${Date.now().toString(36)}`);

    const context = await browser.newContext(PHONE);
    let buyer = await context.newPage();
    const person = newPerson('suki');
    await signUpAndConfirm(buyer, person);
    await buyer.goto(`/post/${postId}`);
    await buyer
      .getByRole('region', { name: 'Post actions' })
      .getByRole('button', { name: 'Message' })
      .click();
    await buyer.waitForURL(/\/threads\/[\w-]+$/);
    const threadId = new URL(buyer.url()).pathname.split('/').pop()!;
    await expect(buyer.getByText('No messages yet.', { exact: false })).toBeVisible();
    await settle(buyer);

    await context.setOffline(true);
    const text = 'Kukunin ko po bukas ng umaga.';
    const input = buyer.getByRole('textbox', { name: 'Message' });
    await input.fill(text);
    await buyer.getByRole('button', { name: 'Send' }).click();
    await expect(buyer.getByText('Waiting to send')).toHaveCount(1);
    await buyer.close();

    // The app opened with no signal: the session cannot be checked and ends (SPEC §4).
    buyer = await context.newPage();
    await buyer.goto('/');
    await expect(buyer.getByText('Unable to verify session. Please try again.')).toBeVisible();
    expect(await messageBodies(seller, threadId)).toEqual([]);

    // Signal back, the same person signs in: what they wrote goes without a tap, once.
    await context.setOffline(false);
    await logIn(buyer, person);
    await expect.poll(() => messageBodies(seller, threadId), { timeout: 20_000 }).toEqual([text]);
    await buyer.goto(`/threads/${threadId}`);
    const log = buyer.getByRole('log', { name: 'Messages' });
    await expect(log.getByText(text)).toHaveCount(1);
    await expect(log.getByText('Waiting to send')).toHaveCount(0);
    await context.close();
  });

  test('the day chip stays on its own band above the messages', async ({ browser }) => {
    test.setTimeout(120_000);
    const seller = await (await browser.newContext()).newPage();
    await signUpAndConfirm(seller, newPerson('tindera'));
    const postId = await postAs(seller, `Sitaw ${Date.now().toString(36)}`);
    const context = await browser.newContext(PHONE);
    const buyer = await context.newPage();
    await signUpAndConfirm(buyer, newPerson('suki'));
    const token = await buyer.evaluate<string>('localStorage.getItem("token")');
    const headers = { authorization: `Bearer ${token}` };
    const started = await buyer.request.post('/api/threads', {
      headers,
      data: { postId, initialBody: 'Available pa po?' },
    });
    const { id: threadId } = (await started.json()) as { id: string };
    for (let n = 1; n <= 24; n += 1) {
      const res = await buyer.request.post(`/api/threads/${threadId}/messages`, {
        headers,
        data: { body: `Tanong ${n}: magkano po ang isang tali kung kukuha ako ng ${n}?` },
      });
      expect(res.status()).toBe(201);
    }
    await buyer.goto(`/threads/${threadId}`);
    const log = buyer.getByRole('log', { name: 'Messages' });
    await expect(log.getByText('Tanong 24:', { exact: false })).toBeVisible();

    // Half way up the history, the chip is stuck at the top of the conversation.
    const history = buyer.getByRole('region', { name: 'Conversation' });
    await history.evaluate((element) => {
      const scroller = element as unknown as { scrollTop: number; scrollHeight: number };
      scroller.scrollTop = scroller.scrollHeight / 2;
    });
    const chip = log.getByRole('heading', { name: 'Today' });
    const chipBox = await boxOf(chip);
    const historyBox = await boxOf(history);
    expect(chipBox.top - historyBox.top).toBeLessThan(12);
    await buyer.screenshot({ path: '/tmp/offline-chat-day-chip.png' });

    // Along the chip's row, across the whole width, no message shows: they pass under a band.
    const right = historyBox.left + historyBox.width;
    for (const y of [
      chipBox.top - 4,
      chipBox.top + chipBox.height / 2,
      chipBox.top + chipBox.height + 4,
    ]) {
      for (const x of [
        historyBox.left + 8,
        chipBox.left - 6,
        chipBox.left + chipBox.width + 6,
        right - 30,
      ]) {
        expect(await reachesAt(buyer, x, y, '[role="log"] p')).toBe(false);
        expect(await reachesAt(buyer, x, y, '[role="log"]')).toBe(true);
      }
    }
    // The first message below the band is whole and can be reached.
    const bubbles = log.locator('p').filter({ hasText: /^Tanong/ });
    let firstWhole: Box | undefined;
    for (const bubble of await bubbles.all()) {
      const box = await boxOf(bubble);
      if (box.top >= chipBox.top + chipBox.height) {
        firstWhole = box;
        break;
      }
    }
    expect(firstWhole).toBeDefined();
    expect(
      await reachesAt(
        buyer,
        firstWhole!.left + firstWhole!.width / 2,
        firstWhole!.top + firstWhole!.height / 2,
        'p',
      ),
    ).toBe(true);
    await context.close();
  });
});
