import { z } from 'zod';
import { mapSettingsSchema, type MapSettings } from '@core/map';
import { defaultSortDir } from '@core/post-sort';
import { AppError, notFound } from '../../platform/errors';
import { idParams } from '../../platform/route-schemas';
import { profileAcrossBlocks } from '../blocks/profile-view';
import type { BlockChecks } from '../blocks/service';
import { postDetailSchema } from '../posts/presenter';
import { listQuery, listResponse } from '../posts/routes';
import type { PostService } from '../posts/service';
import { viewedProfile } from '../profiles/routes';
import type { ProfileService } from '../profiles/service';
import { ratingSchema, reviewPageSchema, reviewsQuery } from '../reviews/routes';
import type { ReviewService } from '../reviews/service';
import { categorySchema, familySchema } from '../taxonomy/presenter';
import type { TaxonomyRepository } from '../taxonomy/repository';

export interface VisitorApiDeps {
  posts: PostService;
  profiles: ProfileService;
  reviews: ReviewService;
  taxonomy: TaxonomyRepository;
  blocks: BlockChecks;
  /** Where the map's tiles come from (issue 38): the page carries it for the Map view. */
  mapSettings: MapSettings;
}

/** An answer as the API gives it: a status and the JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

type Handler = (match: RegExpMatchArray, query: URLSearchParams) => Promise<unknown>;

const location = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});
const categoriesAnswer = z.object({ data: z.array(categorySchema) });
const familiesAnswer = z.object({ data: z.array(familySchema) });
const familiesQuery = z.object({ categoryId: z.coerce.number().int().positive().optional() });

const centerOf = ({ lat, lng }: { lat?: number; lng?: number }) =>
  lat !== undefined && lng !== undefined ? { lat, lng } : undefined;

/**
 * The reads a visitor's pages make, answered in-process while the server renders a page
 * (web/src/entry-server.tsx): the features' own services, each answer passed through the
 * route's own response schema, so a page carries exactly what GET /api/… would give a visitor
 * (never a field the API leaves out, such as a post's exact point). Any other path is no
 * visitor read of a public page: 404, and the page's own query shows its error.
 */
export function createVisitorApi(deps: VisitorApiDeps) {
  const { posts, profiles, reviews, taxonomy, blocks, mapSettings } = deps;
  const reads: [RegExp, Handler][] = [
    [/^\/map\/settings$/, async () => mapSettingsSchema.parse(mapSettings)],
    [
      /^\/categories$/,
      async () => categoriesAnswer.parse({ data: await taxonomy.listCategories() }),
    ],
    [
      /^\/families$/,
      async (_match, query) => {
        const { categoryId } = familiesQuery.parse(Object.fromEntries(query));
        return familiesAnswer.parse({ data: await taxonomy.listFamilies(categoryId) });
      },
    ],
    [
      /^\/posts$/,
      async (_match, query) => {
        const parsed = listQuery.parse(Object.fromEntries(query));
        const { lat, lng, ids: _ids, mine: _mine, sortDir, ...rest } = parsed;
        const request = { ...rest, sortDir: sortDir ?? defaultSortDir(rest.sortBy) };
        return listResponse.parse(
          await posts.feed({ ...request, center: centerOf({ lat, lng }) }, null),
        );
      },
    ],
    [
      /^\/posts\/([^/]+)$/,
      async (match, query) => {
        const { id } = idParams.parse({ id: decodeURIComponent(match[1]!) });
        const center = centerOf(location.parse(Object.fromEntries(query)));
        return postDetailSchema.parse(await posts.get(id, null, center));
      },
    ],
    [
      /^\/profiles\/([^/]+)$/,
      async (match) => {
        const { id } = idParams.parse({ id: decodeURIComponent(match[1]!) });
        return viewedProfile.parse(
          await profileAcrossBlocks(blocks, undefined, await profiles.findPublic(id)),
        );
      },
    ],
    [
      /^\/users\/([^/]+)\/rating$/,
      async (match) => {
        const { id } = idParams.parse({ id: decodeURIComponent(match[1]!) });
        return ratingSchema.parse(await reviews.rating(id));
      },
    ],
    [
      /^\/reviews$/,
      async (_match, query) => {
        const { revieweeId, page, pageSize } = reviewsQuery.parse(Object.fromEntries(query));
        return reviewPageSchema.parse(await reviews.page(revieweeId, page, pageSize));
      },
    ],
  ];

  return async function answer(path: string): Promise<Answer> {
    const [pathname = '', search = ''] = path.split('?');
    const query = new URLSearchParams(search);
    for (const [pattern, read] of reads) {
      const match = pathname.match(pattern);
      if (!match) continue;
      try {
        return { status: 200, body: await read(match, query) };
      } catch (error) {
        if (error instanceof AppError) {
          return { status: error.status, body: { error: error.message, code: error.code } };
        }
        if (error instanceof z.ZodError) {
          return { status: 400, body: { error: 'Invalid request.', code: 'validation_failed' } };
        }
        throw error;
      }
    }
    const { message, code, status } = notFound();
    return { status, body: { error: message, code } };
  };
}

export type VisitorApi = ReturnType<typeof createVisitorApi>;
