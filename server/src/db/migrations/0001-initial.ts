import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';
import { addSerialId, addSerialKey, columnTypes } from './column-types';

/** The whole data model of SPEC §3, with the indexes the feed and thread list need. */
export function initialMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  const no = sql.raw(t.falseValue);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('username_key', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('display_name', 'text')
        .addColumn('phone', 'text')
        .addColumn('photo_path', 'text')
        .addColumn('search_range_km', 'integer')
        .addColumn('reputation', t.double, (c) => c.notNull().defaultTo(0))
        .addColumn('is_admin', t.boolean, (c) => c.notNull().defaultTo(no))
        .addColumn('banned_until', t.timestamp)
        .addColumn('whatsapp_number', 'text')
        .addColumn('facebook_username', 'text')
        .addColumn('show_contact_on_posts', t.boolean, (c) => c.notNull().defaultTo(no))
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('email_confirmed_at', t.timestamp)
        .addColumn('deletion_requested_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('users_banned_until')
        .on('users')
        .column('banned_until')
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('last_used_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

      await db.schema
        .createTable('one_time_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('used_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('one_time_tokens_user')
        .on('one_time_tokens')
        .columns(['user_id', 'purpose'])
        .execute();

      await addSerialId(db.schema.createTable('categories'), engine)
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_tl', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .execute();

      await addSerialId(db.schema.createTable('families'), engine)
        .addColumn('category_id', 'integer', (c) =>
          c.notNull().references('categories.id').onDelete('cascade'),
        )
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_tl', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('families_category')
        .on('families')
        .column('category_id')
        .execute();

      // seq is the integer row key (SQLite's rowid): the feed's text and spatial indexes
      // point at it, and unlike an implicit rowid it survives VACUUM.
      await addSerialKey(db.schema.createTable('posts'), engine, 'seq')
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('price_centavos', 'integer', (c) => c.notNull().check(sql`price_centavos >= 0`))
        .addColumn('qty', t.double, (c) => c.notNull().check(sql`qty >= 0`))
        .addColumn('unit', 'text', (c) => c.notNull())
        .addColumn('lat', t.double, (c) => c.notNull())
        .addColumn('lng', t.double, (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('active')
            .check(sql`status in ('active', 'hidden', 'completed')`),
        )
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('closed_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      // The feed reads active, unexpired posts newest first; owners read their own posts.
      await db.schema
        .createIndex('posts_feed')
        .on('posts')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('posts_owner')
        .on('posts')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema.createIndex('posts_family').on('posts').column('family_id').execute();

      await db.schema
        .createTable('post_images')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('thumb_path', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('post_images_post')
        .on('post_images')
        .columns(['post_id', 'position'])
        .execute();

      await db.schema
        .createTable('threads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        // A removed buyer's threads stay for the seller, anonymised.
        .addColumn('buyer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('seller_id', 'text', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('open')
            .check(sql`status in ('open', 'completed')`),
        )
        .addColumn('unread_for_buyer', t.boolean, (c) => c.notNull().defaultTo(no))
        .addColumn('unread_for_seller', t.boolean, (c) => c.notNull().defaultTo(no))
        .addColumn('last_message_at', t.timestamp)
        .addColumn('last_message_preview', 'text')
        .addColumn('completed_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('threads_one_per_buyer', ['post_id', 'buyer_id'])
        .execute();
      await db.schema
        .createIndex('threads_buyer')
        .on('threads')
        .columns(['buyer_id', 'last_message_at'])
        .execute();
      await db.schema
        .createIndex('threads_seller')
        .on('threads')
        .columns(['seller_id', 'last_message_at'])
        .execute();

      await db.schema
        .createTable('messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('thread_id', 'text', (c) =>
          c.notNull().references('threads.id').onDelete('cascade'),
        )
        .addColumn('sender_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('messages_thread')
        .on('messages')
        .columns(['thread_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('reviews')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('thread_id', 'text', (c) =>
          c.notNull().unique().references('threads.id').onDelete('cascade'),
        )
        .addColumn('reviewer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reviewee_id', 'text', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
        .addColumn('comment', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('reviews_reviewee')
        .on('reviews')
        .columns(['reviewee_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('reports')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('reporter_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('new')
            .check(sql`status in ('new', 'reviewed')`),
        )
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('reviewed_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('reports_status')
        .on('reports')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('reports_post_reporter')
        .on('reports')
        .columns(['post_id', 'reporter_id'])
        .execute();

      await db.schema
        .createTable('feedback')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('category', 'text', (c) =>
          c.notNull().check(sql`category in ('bug', 'idea', 'other')`),
        )
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('new')
            .check(sql`status in ('new', 'reviewed')`),
        )
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('path', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('image_path', 'text')
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('email', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('feedback_status')
        .on('feedback')
        .columns(['status', 'created_at'])
        .execute();

      await db.schema
        .createTable('devices')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('devices_one_per_user', ['user_id', 'device_id'])
        .execute();

      await db.schema
        .createTable('moderation_actions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('admin_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject_type', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'text', (c) => c.notNull())
        .addColumn('details', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('moderation_actions_created')
        .on('moderation_actions')
        .column('created_at')
        .execute();
    },
  };
}
