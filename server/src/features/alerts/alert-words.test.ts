import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startPushService,
  pushesTo,
  subscribe,
  type PushServiceStandIn,
} from '../../test/notifications';
import { createPost, familyId, MANILA, publishExactPoint } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Issue 39: a food alert's words match as the feed's search does, through the glossary's
// equivalents ("tell me when someone posts itlog under ₱10" matches "Eggs, ₱8"), in SQL's
// prefilter (alert_cells on SQLite, the GiST box on PostgreSQL) and in matchDistance alike.

describe.each(testEngines)('alert words on %s', (engine) => {
  let pushService: PushServiceStandIn;
  let t: TestApp;
  let seller: SignedInUser;

  beforeAll(async () => {
    pushService = await startPushService();
    t = await createTestApp(engine, {
      pushEndpointOrigins: [pushService.origin],
      rateLimitFactor: 100,
    });
    seller = await signUpAndConfirm(t);
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  /** A neighbour with a phone and one alert for `search` (and a price cap, if given). */
  async function watcher(search: string, maxPrice?: number) {
    const user = await signUpAndConfirm(t);
    const phone = await subscribe(t, pushService, user);
    const res = await post(
      t.app,
      '/api/alerts',
      { ...MANILA, rangeKm: 5, search, ...(maxPrice === undefined ? {} : { maxPrice }) },
      user.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return phone;
  }

  /** The titles each watcher was told about, after the given posts. */
  async function toldAbout(searches: Record<string, [string, number?]>, posts: [string, number][]) {
    const phones = await Promise.all(
      Object.entries(searches).map(
        async ([name, [search, cap]]) => [name, await watcher(search, cap)] as const,
      ),
    );
    const eggs = await familyId(t, 'eggs');
    for (const [title, price] of posts) {
      const created = await createPost(t, seller, {
        title,
        price,
        familyId: eggs,
        unit: 'pc',
        qty: 12,
      });
      await publishExactPoint(t, created.id);
    }
    await t.app.notifications.drain();
    return Object.fromEntries(
      phones.map(([name, phone]) => [
        name,
        pushesTo(pushService, phone)
          .map((push) => push.title.replace(/^New near you: /, ''))
          .sort(),
      ]),
    );
  }

  it('matches a food word through its equivalents, with the price cap, in every language', async () => {
    const told = await toldAbout(
      {
        itlogUnder10: ['itlog', 10],
        eggs: ['EGGS'],
        isda: ['isda'],
        bugas: ['Bugas'],
        twoWords: ['itlog organic'],
        punctuated: ['itlog,'],
        noEquivalent: ['ganic'],
        accent: ['piña'],
      },
      [
        ['Eggs, ₱8', 8],
        ['Organic itlog', 12],
        ['Eggplant', 5],
        ['Tilapia', 5],
        ['Dinorado rice', 50],
        ['Pinya', 40],
      ],
    );
    expect(told).toEqual({
      itlogUnder10: ['Eggs, ₱8'],
      eggs: ['Eggs, ₱8', 'Organic itlog'],
      isda: [],
      bugas: ['Dinorado rice'],
      twoWords: ['Organic itlog'],
      punctuated: ['Eggs, ₱8', 'Organic itlog'],
      noEquivalent: ['Organic itlog'],
      accent: ['Pinya'],
    });
  });
});
