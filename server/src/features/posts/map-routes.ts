import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapAnswerSchema, mapQuery, mapSettingsSchema, type MapSettings } from '@core/map';
import type { AuthGuards } from '../../platform/authenticate';
import type { MapService } from './map-service';

/** The map of the home feed (issue 38): its posts and clusters, and where its tiles come from. */
export const mapRoutes: FastifyPluginAsyncZod<{
  map: MapService;
  guards: AuthGuards;
  settings: MapSettings;
}> = async (app, { map, guards, settings }) => {
  app.get(
    '/posts/map',
    {
      onRequest: guards.optionalUser,
      schema: {
        tags: ['posts'],
        summary:
          'The feed’s posts inside bbox (west,south,east,north) as pins and clusters for zoom 0-22, ' +
          'with the feed’s filters; counts add up to total; at most 300 features; zoom 22 lists ' +
          'the posts of an area (a cluster at one point) one by one',
        querystring: mapQuery,
        response: { 200: mapAnswerSchema },
      },
    },
    async (request) => map.answer(request.query, request.user),
  );

  app.get(
    '/map/settings',
    {
      schema: {
        tags: ['posts'],
        summary: 'The map’s tile URL template and attribution; tiles null when the map is off',
        response: { 200: mapSettingsSchema },
      },
    },
    async () => settings,
  );
};
