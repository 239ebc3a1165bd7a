import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (GET /metrics, decision 036), with prom-client. One registry per
 * process: counters and histograms count what this process did since it started, as Prometheus expects
 * (sum them over processes with `sum(rate(...))`). The gauges that describe the database (the outbox queue,
 * the connection pool) are set when /metrics is scraped, from the app's own database, so every process
 * reports the same queue and its own pool.
 */
export const metricsRegistry = new Registry();

// Node's own: event-loop delay (nodejs_eventloop_lag_*, from monitorEventLoopDelay), heap, GC, handles, CPU.
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route (the pattern, not the path) and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const bookings = new Counter({
  name: 'tabib_bookings_total',
  help: 'Appointments booked (answered 201, replays of an idempotent request not counted)',
  registers: [metricsRegistry],
});
const cancellations = new Counter({
  name: 'tabib_cancellations_total',
  help: 'Appointments cancelled, by who cancelled',
  labelNames: ['by'] as const,
  registers: [metricsRegistry],
});
const noShows = new Counter({
  name: 'tabib_no_shows_total',
  help: 'Appointments a doctor marked as not attended',
  registers: [metricsRegistry],
});
const mailsSent = new Counter({
  name: 'tabib_mails_sent_total',
  help: 'Mails the outbox handed to the mail server',
  registers: [metricsRegistry],
});
const mailsFailed = new Counter({
  name: 'tabib_mails_failed_total',
  help: 'Failed sends: outcome "retrying" (tried again later) or "failed" (the last attempt; given up)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const outboxDepth = new Gauge({
  name: 'tabib_outbox_pending_jobs',
  help: 'Outbox jobs not sent yet (due now or later)',
  registers: [metricsRegistry],
});
export const outboxDue = new Gauge({
  name: 'tabib_outbox_due_jobs',
  help: 'Outbox jobs due now and not sent',
  registers: [metricsRegistry],
});
export const outboxAge = new Gauge({
  name: 'tabib_outbox_oldest_due_age_seconds',
  help: 'How long the oldest due outbox job has been waiting (0 when none is due)',
  registers: [metricsRegistry],
});
export const databasePool = new Gauge({
  name: 'tabib_db_pool_connections',
  help: 'Database connections: state "total", "idle" or "waiting" (requests waiting for one); the embedded database has one',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

/** The counting calls the features make; one name for each event. */
export const countBooking = () => bookings.inc();
export const countCancellation = (by: 'patient' | 'doctor' | 'admin') => cancellations.inc({ by });
export const countNoShow = () => noShows.inc();
export const countMailSent = () => mailsSent.inc();
export const countMailFailed = (outcome: 'retrying' | 'failed') => mailsFailed.inc({ outcome });

// Every series exists from the start (at 0), so a rate over the first increment is not lost.
cancellations.inc({ by: 'patient' }, 0);
mailsFailed.inc({ outcome: 'retrying' }, 0);
mailsFailed.inc({ outcome: 'failed' }, 0);
