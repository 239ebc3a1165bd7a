import type { FastifyInstance } from 'fastify';
import { authTasks } from './features/auth/index.ts';
import { enqueueDueReminders, refreshDueNextSlotsFor } from './features/booking/index.ts';
import { loadTriageEngine } from './features/chat/index.ts';
import { flushSearchLog, refreshSearchCopy } from './features/doctors/index.ts';
import { offerFreedSlots } from './features/waitlist/index.ts';
import { deliverOutbox, type DeliveryOptions } from './outbox/index.ts';
import { runRetention } from './retention.ts';
import { mailerFor } from './shared/mail.ts';
import { configuredOrigin } from './shared/public-origin.ts';

export interface Running {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `task` after `firstAfterMs` (at once by default), then every `everyMs` until stopped, never two runs
 * at once in this process. The timer only wakes the task: what is due and what was done lives in the
 * database, so a restart or a second process loses and repeats nothing (each task claims its work or is
 * idempotent).
 */
export function every(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  task: () => Promise<unknown>,
  firstAfterMs = 0,
): Running {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = task()
      .then((result) => {
        if (result && typeof result === 'object' && Object.values(result).some((n) => typeof n === 'number' && n > 0)) {
          app.log.info({ task: name, result }, 'background task done');
        }
      })
      .catch((error: unknown) => app.log.error({ err: error, task: name }, 'background task failed'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  const start = () => {
    tick();
    timer = setInterval(tick, everyMs);
    timer.unref();
  };
  const first = firstAfterMs > 0 ? setTimeout(start, firstAfterMs) : undefined;
  first?.unref();
  if (!first) start();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

/** Sends the outbox's due mails: the only place that calls the mailer (decision 014). */
export function startOutboxDelivery(
  app: FastifyInstance,
  everyMs = 1_000,
  options: DeliveryOptions = {},
  firstAfterMs = 0,
): Running {
  const mailer = mailerFor(app.config);
  const tasks = { ...authTasks(app.db), ...options.tasks };
  return every(app, 'outbox', everyMs, () => deliverOutbox(app.db, mailer, { ...options, tasks }), firstAfterMs);
}

/** How long after the server starts listening the work that can wait begins (see startBackgroundWork). */
const START_GRACE_MS = 3_000;

/**
 * All background work of a server process: it starts once the server listens, and stops when the app closes.
 * The search copy is loaded at once (searches wait for it); the rest, which only catches up with what came
 * due while the process was down, begins a few seconds later. On the embedded database, which runs one
 * query at a time, it would otherwise queue ahead of /readyz and of the first requests.
 */
export function startBackgroundWork(app: FastifyInstance): void {
  let work: Running[] = [];
  app.addHook('onListen', async () => {
    work = [
      // Loads this process's search copy at start, not on the first search, and keeps it close to the
      // database between searches, so a quiet process never falls so far behind it must read everything again.
      every(app, 'search-copy', 10_000, async () => {
        await refreshSearchCopy(app.db);
      }),
      startOutboxDelivery(app, 1_000, {}, START_GRACE_MS),
      every(
        app,
        'reminders',
        60_000,
        async () => ({
          enqueued: await enqueueDueReminders(app.db, new Date(), undefined, { origin: app.config.PUBLIC_URL }),
        }),
        START_GRACE_MS,
      ),
      // Every stale next slot, a batch at a time, for at most half of each interval.
      every(
        app,
        'next-slots',
        10_000,
        async () => ({ refreshed: await refreshDueNextSlotsFor(app.db, 5_000) }),
        START_GRACE_MS,
      ),
      // Slots freed by cancellations, moves and new hours, offered to the patients waiting for them (decision 035).
      every(
        app,
        'waitlist',
        2_000,
        () => offerFreedSlots(app.db, new Date(), configuredOrigin(app.config)),
        START_GRACE_MS,
      ),
      // The searches recorded for the admin dashboard, in one insert every few seconds (search-log.ts).
      every(app, 'search-log', 5_000, async () => ({ written: await flushSearchLog(app.db) }), START_GRACE_MS),
      every(app, 'retention', 6 * 3_600_000, () => runRetention(app.db), START_GRACE_MS),
      // The symptom checker's engine, so that the first chat does not wait for it to load (triage-engine.ts);
      // it loads once, later runs find it loaded. As a task, closing the app waits for a load under way.
      every(
        app,
        'triage-engine',
        3_600_000,
        async () => {
          await loadTriageEngine();
        },
        START_GRACE_MS,
      ),
    ];
  });
  app.addHook('onClose', async () => {
    await Promise.all(work.map((w) => w.stop()));
  });
}
