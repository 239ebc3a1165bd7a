import { DoctorIdParams, ReviewInput } from '@tabib/contracts';
import { AppError } from '../../shared/errors.ts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { chosenLanguage } from '../../shared/language.ts';
import {
  formField,
  isSignInNeeded,
  keepLanguage,
  parseFormBodies,
  redirectToPage,
  signInPath,
} from '../../shared/page-forms.ts';
import { requireUser } from '../auth/index.ts';
import { createReview } from './create-review.ts';

/** A review's text is at most 2,000 characters; a form's body is that, encoded, and the title. */
const FORM_LIMIT = 16 * 1024;

/**
 * The review form of a doctor's page Astro renders (decision 033): the same use case as
 * `POST /api/v1/doctors/:id/reviews`, answered with a redirect (303) back to the page at `#review`:
 * `?review=published`, or what was refused with what was typed (`review_errors=<field>:<code>,…` for the fields,
 * `review_error=<code>` for the form), which the page says in its language beside the form filled in again.
 */
export const reviewPageRoutes: RoutePlugin = async (app) => {
  parseFormBodies(app, FORM_LIMIT);

  app.post(
    '/doctors/:id/reviews',
    { schema: { hide: true }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const params = DoctorIdParams.safeParse(req.params);
      if (!params.success) return redirectToPage(reply, keepLanguage(req, '/doctors'), {});
      const doctorId = params.data.id;
      const page = keepLanguage(req, `/doctors/${doctorId}`);
      const typed = {
        rating: formField(req.body, 'rating'),
        title: formField(req.body, 'title'),
        text: formField(req.body, 'text'),
      };
      // What was typed goes back with a refusal, so that nothing written is lost.
      const refill = { review_rating: typed.rating, review_title: typed.title, review_text: typed.text };
      try {
        const user = await requireUser(app.db, req);
        const parsed = ReviewInput.safeParse({
          rating: /^[1-5]$/.test(typed.rating) ? Number(typed.rating) : undefined,
          title: typed.title,
          text: typed.text,
        });
        if (!parsed.success) {
          // Every field's first problem, as the app's form shows them all at once.
          const fields = new Map<string, string>();
          for (const issue of parsed.error.issues) {
            const field = String(issue.path[0] ?? 'title');
            if (!fields.has(field)) fields.set(field, issue.message);
          }
          const errors = [...fields].map(([field, code]) => `${field}:${code}`).join(',');
          return redirectToPage(reply, page, { review_errors: errors, ...refill }, 'review');
        }
        await createReview(app.db, user, doctorId, parsed.data, chosenLanguage(req) ?? 'ar');
      } catch (error) {
        if (isSignInNeeded(error)) return redirectToPage(reply, signInPath(`/doctors/${doctorId}#review`), {});
        if (!(error instanceof AppError) || error.code === 'internal' || error.code === 'unavailable') throw error;
        const field = error.fields ? Object.values(error.fields)[0] : undefined;
        return redirectToPage(reply, page, { review_error: field ?? error.code, ...refill }, 'review');
      }
      return redirectToPage(reply, page, { review: 'published' }, 'review');
    },
  );
};
