// `npm run seed:demo`: a believable neighbourhood around a point (DEMO_LAT, DEMO_LNG; default
// Quezon City), so a newcomer who runs `npm start` has something to look at. It uses the
// configured database (DATA_DIR or DATABASE_URL) and refuses to run twice.
import crypto from 'node:crypto';
import sharp from 'sharp';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { postImageFiles } from '../features/posts/images';
import { createMediaStore } from '../platform/media';
import { hashPassword } from '../platform/passwords';
import { DEMO_MESSAGES, DEMO_PASSWORD, DEMO_PEOPLE, DEMO_POSTS } from './demo-data';
import { demoPhotoSvg, type DemoPhoto } from './demo-photos';

const DAY_MS = 86_400_000;
const DEMO_DOMAIN = '@demo.palengke.local';
const center = {
  lat: Number(process.env.DEMO_LAT ?? 14.676),
  lng: Number(process.env.DEMO_LNG ?? 121.0437),
};
// A seeded generator: the same neighbourhood every time.
let state = 7;
const random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;

/** A photo made here, not downloaded: the food's shape in its colour (demo-photos.ts). */
async function photo(drawing: DemoPhoto) {
  const jpeg = await sharp(Buffer.from(demoPhotoSvg(drawing)))
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

const config = loadConfig();
const app = await buildApp({ ...config, webDistDir: undefined, logLevel: 'warn' });
const db = app.database.db;
try {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', DEMO_PEOPLE[0].username)
    .executeTakeFirst();
  if (existing) {
    console.log('The demo neighbourhood is already there; nothing to do.');
  } else {
    await seed().catch(async (error) => {
      await removeDemo();
      throw error;
    });
  }
} finally {
  await app.close();
}

/** Undoes a seed that failed half-way, files and all, so it can simply be run again. */
async function removeDemo() {
  const demoUsers = db.selectFrom('users').select('id').where('email', 'like', `%${DEMO_DOMAIN}`);
  const images = await db
    .selectFrom('post_images')
    .innerJoin('posts', 'posts.id', 'post_images.post_id')
    .select(['post_images.path', 'post_images.thumb_path', 'post_images.variants'])
    .where('posts.user_id', 'in', demoUsers)
    .execute();
  await db.deleteFrom('users').where('email', 'like', `%${DEMO_DOMAIN}`).execute();
  await createMediaStore(config.dataDir, { s3: config.s3 }).remove(images.flatMap(postImageFiles));
}

async function seed() {
  {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = new Date().toISOString();
    const people: { id: string; email: string; token: string }[] = [];
    for (const person of DEMO_PEOPLE) {
      const id = crypto.randomUUID();
      const email = `${person.username.replace('.', '-')}${DEMO_DOMAIN}`;
      await db
        .insertInto('users')
        .values({
          id,
          email,
          username: person.username,
          username_key: person.username.toLowerCase(),
          password_hash: passwordHash,
          display_name: person.display_name,
          phone: null,
          photo_path: null,
          search_range_km: 5,
          banned_until: null,
          whatsapp_number: person.whatsapp,
          facebook_username: null,
          show_contact_on_posts: person.whatsapp !== null,
          email_confirmed_at: now,
          deletion_requested_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      people.push({ id, email, token: login.json().token });
    }

    const families = await db.selectFrom('families').select(['id', 'slug']).execute();
    const familyId = new Map(families.map((f) => [f.slug, f.id]));
    const posts: { id: string; sellerIndex: number }[] = [];
    for (const [index, post] of DEMO_POSTS.entries()) {
      const sellerIndex = index % people.length;
      // Within about 3 km of the centre, so the "near me" feed has something to show.
      const res = await app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { authorization: `Bearer ${people[sellerIndex]!.token}` },
        payload: {
          title: post.title,
          description: post.description,
          price: post.price,
          qty: post.qty,
          unit: post.unit,
          familyId: familyId.get(post.family),
          images: [await photo(post.photo)],
          lat: center.lat + (random() - 0.5) * 0.05,
          lng: center.lng + (random() - 0.5) * 0.05,
          expiresAt: new Date(Date.now() + (1 + Math.floor(random() * 14)) * DAY_MS).toISOString(),
        },
      });
      if (res.statusCode !== 201) throw new Error(`demo post "${post.title}": ${res.body}`);
      posts.push({ id: res.json().id, sellerIndex });
    }

    // A few conversations, two of them finished sales with a review.
    for (const [n, post] of posts.slice(0, 4).entries()) {
      const buyerIndex = (post.sellerIndex + 1) % people.length;
      const seller = people[post.sellerIndex]!;
      const buyer = people[buyerIndex]!;
      const completed = n < 2;
      const threadId = crypto.randomUUID();
      const start = Date.now() - (n + 1) * 3_600_000;
      const at = (i: number) => new Date(start + i * 600_000).toISOString();
      await db
        .insertInto('threads')
        .values({
          id: threadId,
          post_id: post.id,
          buyer_id: buyer.id,
          seller_id: seller.id,
          status: completed ? 'completed' : 'open',
          unread_for_buyer: false,
          unread_for_seller: !completed,
          last_message_at: at(DEMO_MESSAGES.length - 1),
          last_message_preview: DEMO_MESSAGES[DEMO_MESSAGES.length - 1]!,
          completed_at: completed ? at(DEMO_MESSAGES.length) : null,
          created_at: at(0),
        })
        .execute();
      await db
        .insertInto('messages')
        .values(
          DEMO_MESSAGES.map((body, i) => ({
            id: crypto.randomUUID(),
            thread_id: threadId,
            sender_id: i % 2 === 0 ? buyer.id : seller.id,
            body,
            created_at: at(i),
          })),
        )
        .execute();
      if (completed) {
        await db
          .updateTable('posts')
          .set({ status: 'completed', closed_at: at(DEMO_MESSAGES.length) })
          .where('id', '=', post.id)
          .execute();
        await db
          .insertInto('reviews')
          .values({
            id: crypto.randomUUID(),
            thread_id: threadId,
            reviewer_id: buyer.id,
            reviewee_id: seller.id,
            rating: n === 0 ? 5 : 4,
            comment:
              n === 0
                ? 'Very fresh, and the seller was on time. Salamat po!'
                : 'Good, will buy again.',
            created_at: at(DEMO_MESSAGES.length + 1),
          })
          .execute();
      }
    }
    console.log(
      `Demo neighbourhood ready around ${center.lat}, ${center.lng}: ${people.length} people, ${posts.length} posts.\n` +
        `Log in as ${people[0]!.email} (or any *${DEMO_DOMAIN}) with the password "${DEMO_PASSWORD}".`,
    );
  }
}
