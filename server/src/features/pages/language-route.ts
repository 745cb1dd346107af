import { isLanguage } from '@core/languages';
import { LANGUAGE_CHOICE_PATH, LANGUAGE_COOKIE, pageCookie } from '@core/page-cookies';
import { safeReturnPath, sameHostPath } from '@core/return-path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Where to go back to: the form's `return` (the page it was on), else the page that sent
 * here (Referer, on this host only), else home; only a path on this site (core/return-path),
 * and never this route again.
 */
function backTo(returnPath: string | undefined, referer: string | undefined, host: string) {
  const target = safeReturnPath(returnPath) ?? sameHostPath(referer, host) ?? '/';
  return target === LANGUAGE_CHOICE_PATH || target.startsWith(`${LANGUAGE_CHOICE_PATH}?`)
    ? '/'
    : target;
}

/**
 * GET /language?lang=tl&return=/post/1: the language menu without script. Keeps the choice in
 * the `palengke_lang` cookie the pages are rendered by (pages/language.ts), as the app does
 * when it runs, and sends the browser back to the same page, now in that language. A
 * language we do not ship changes nothing; the way back is the same.
 */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LANGUAGE_CHOICE_PATH,
    {
      schema: {
        tags: ['pages'],
        summary:
          'Choose the pages’ language without script: sets the palengke_lang cookie (en, tl or ceb; anything else is ignored) and answers 303 to `return`, a path on this site (else the Referer on this host, else /)',
        querystring: z.object({
          lang: z.string().optional(),
          return: z.string().optional(),
        }),
        response: {
          303: z.null().describe('Back to the page (Location), in the chosen language'),
        },
      },
    },
    async (request, reply) => {
      const { lang, return: returnPath } = request.query;
      if (isLanguage(lang)) reply.header('set-cookie', pageCookie(LANGUAGE_COOKIE, lang));
      return reply
        .header('cache-control', 'no-store')
        .redirect(backTo(returnPath, request.headers.referer, request.host), 303);
    },
  );
};
