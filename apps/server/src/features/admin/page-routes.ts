import { HideReviewRequest, IdParams, SuspendDoctorRequest, type ErrorCode, type User } from '@tabib/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.ts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { currentUser } from '../auth/index.ts';
import { moderateReview } from '../reviews/index.ts';
import { changeAccount } from './manage-users.ts';
import { reinstateDoctor, suspendDoctor } from './moderate-doctors.ts';

/** The admin pages the forms come from, and the only places an answer sends the browser back to. */
const PAGES = /^\/admin\/(?:moderation|dashboard)(?:\?[^#\s]*)?$/;
const DEFAULT_PAGE = '/admin/moderation';

type Form = Record<string, string>;
type Action = (admin: User, id: string, form: Form, req: FastifyRequest) => Promise<unknown>;

/** A reason from the form through the contract's schema: its first problem's code, or the trimmed reason. */
function reasonOf(form: Form, schema: typeof HideReviewRequest | typeof SuspendDoctorRequest): string {
  const parsed = schema.safeParse({ reason: form.reason ?? '' });
  if (parsed.success) return parsed.data.reason;
  throw new AppError('validation_failed', { reason: parsed.error.issues[0]?.message ?? 'reason_required' });
}

const actions: Record<string, Action> = {
  'reviews/hide': (_admin, id, form, req) =>
    moderateReview(req.server.db, id, { reason: reasonOf(form, HideReviewRequest) }, requestLanguage(req), new Date()),
  'reviews/restore': (_admin, id, _form, req) =>
    moderateReview(req.server.db, id, null, requestLanguage(req), new Date()),
  'doctors/suspend': (_admin, id, form, req) =>
    suspendDoctor(req.server.db, id, reasonOf(form, SuspendDoctorRequest), requestLanguage(req), new Date()),
  'doctors/reinstate': (_admin, id, _form, req) => reinstateDoctor(req.server.db, id, requestLanguage(req)),
  'users/disable': (admin, id, _form, req) => changeAccount(req.server.db, admin.id, id, { disabled: true }),
  'users/enable': (admin, id, _form, req) => changeAccount(req.server.db, admin.id, id, { disabled: false }),
};

/**
 * Where the browser goes after a form: the page it came from (its `back` field, only an admin page of this
 * site), with what happened: `done=<action>` or `error=<code>` (and the field's problem, `problem=`), and
 * `on=<id>` so the page shows the outcome beside the row it concerns.
 */
function backTo(form: Form, outcome: Record<string, string>): string {
  const back = PAGES.test(form.back ?? '') ? form.back! : DEFAULT_PAGE;
  const url = new URL(back, 'http://page.invalid');
  for (const key of ['done', 'error', 'problem', 'on']) url.searchParams.delete(key);
  for (const [key, value] of Object.entries(outcome)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

/**
 * The admin pages' forms (Astro pages under /admin, decision 033), answered by the server without script:
 * each POST runs the same use case as the admin API and sends the browser back to the page it came from
 * (303), which shows the outcome. Someone who is not a signed-in admin changes nothing and is sent to the
 * page, which answers them 401 or 403. Outside /api so that a form posts to it as an ordinary page would.
 */
export const adminPageRoutes: RoutePlugin = async (app) => {
  // Only in this plugin: the API itself reads JSON only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const answer = (reply: FastifyReply, location: string) =>
    reply.code(303).header('location', location).header('cache-control', 'no-store').send();

  for (const [path, action] of Object.entries(actions)) {
    const [things, verb] = path.split('/') as [string, string];
    app.post(
      `/admin/${things}/:id/${verb}`,
      { schema: { hide: true }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
      async (req, reply) => {
        const form: Form = req.body && typeof req.body === 'object' ? (req.body as Form) : {};
        const user = await currentUser(app.db, req);
        if (!user || user.role !== 'admin' || user.twoFactorSetupRequired) {
          return answer(reply, backTo(form, {}));
        }
        const params = IdParams.safeParse(req.params);
        if (!params.success) return answer(reply, backTo(form, { error: 'not_found' }));
        const id = params.data.id;
        try {
          await action(user, id, form, req);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const problem = Object.values(error.fields ?? {})[0];
          const code: ErrorCode = error.code;
          return answer(reply, backTo(form, { error: code, ...(problem ? { problem } : {}), on: id }));
        }
        return answer(reply, backTo(form, { done: `${things}.${verb}`, on: id }));
      },
    );
  }
};
