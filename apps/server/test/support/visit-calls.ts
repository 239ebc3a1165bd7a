import type { VisitServerMessage } from '@tabib/contracts';
import { WebSocket } from 'ws';
import type { Database } from '../../src/db/client.ts';
import { appointments, doctors } from '../../src/db/schema/index.ts';
import { createTestUser, type TestUser } from './users.ts';

let doctorsUsed = 0;

export interface TelehealthVisit {
  appointmentId: string;
  patient: TestUser;
  doctor: TestUser;
  doctorId: string;
}

/**
 * A patient and a doctor (a seeded doctor profile given an account, a different one each call) with an
 * appointment straight in the database, starting `startsInMinutes` from now (negative: started already).
 */
export async function createVisit(
  database: Database,
  options: {
    startsInMinutes?: number;
    minutes?: number;
    visitType?: 'clinic' | 'telehealth';
    status?: 'booked' | 'cancelled';
    patient?: TestUser;
  } = {},
): Promise<TelehealthVisit> {
  const rows = await database.db
    .select({ id: doctors.id })
    .from(doctors)
    .orderBy(doctors.id)
    .limit(1)
    .offset(doctorsUsed++);
  const doctorId = rows[0]?.id;
  if (!doctorId) throw new Error('no seeded doctor left for a visit');
  const patient = options.patient ?? (await createTestUser(database));
  const doctor = await createTestUser(database, { role: 'doctor', doctorId });
  const start = Date.now() + (options.startsInMinutes ?? 0) * 60_000;
  const [row] = await database.db
    .insert(appointments)
    .values({
      doctorId,
      userId: patient.user.id,
      status: options.status ?? 'booked',
      startsAt: new Date(start),
      endsAt: new Date(start + (options.minutes ?? 30) * 60_000),
      patientName: patient.user.name,
      phone: '+201001234567',
      email: patient.user.email,
      visitType: options.visitType ?? 'telehealth',
      ...(options.status === 'cancelled' ? { cancelledAt: new Date(), cancelledBy: 'patient' as const } : {}),
    })
    .returning({ id: appointments.id });
  return { appointmentId: row!.id, patient, doctor, doctorId };
}

export interface SignalClient {
  ws: WebSocket;
  /** Every message received so far, parsed. */
  received: Record<string, unknown>[];
  /** Resolves with the first message (received or to come) that `match` accepts. */
  next<T = Record<string, unknown>>(match: (m: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<T>;
  send(message: unknown): void;
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export type Refusal = {
  refused: true;
  status: number;
  body: { error?: { code: string; fields?: Record<string, string> } };
};

/** Opens the signalling socket; resolves with the client once open, or with the HTTP refusal. */
export function connectSignal(
  baseUrl: string,
  appointmentId: string,
  headers: Record<string, string>,
  options: { autoPong?: boolean } = {},
): Promise<SignalClient | Refusal> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/v1/visits/${appointmentId}/signal`;
  const ws = new WebSocket(url, { headers, autoPong: options.autoPong ?? true });
  const received: Record<string, unknown>[] = [];
  const waiters: { match: (m: Record<string, unknown>) => boolean; resolve: (m: unknown) => void }[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    received.push(message);
    for (const w of [...waiters]) {
      if (w.match(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_req, res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        resolve({
          refused: true,
          status: res.statusCode ?? 0,
          body: text ? (JSON.parse(text) as Refusal['body']) : {},
        });
        ws.terminate();
      });
    });
    ws.once('error', reject);
    ws.once('open', () =>
      resolve({
        ws,
        received,
        closed,
        send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
        next: <T>(match: (m: Record<string, unknown>) => boolean, timeoutMs = 5_000) => {
          const found = received.find(match);
          if (found) return Promise.resolve(found as T);
          return new Promise<T>((res, rej) => {
            const timer = setTimeout(
              () => rej(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(received)}`)),
              timeoutMs,
            );
            waiters.push({
              match,
              resolve: (m) => {
                clearTimeout(timer);
                res(m as T);
              },
            });
          });
        },
        close: async () => {
          if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close();
          await closed;
        },
      }),
    );
  });
}

export function isRefusal(x: SignalClient | Refusal): x is Refusal {
  return 'refused' in x;
}

/** Opens the socket and fails the test if it is refused. */
export async function joinSignal(baseUrl: string, appointmentId: string, headers: Record<string, string>) {
  const client = await connectSignal(baseUrl, appointmentId, headers);
  if (isRefusal(client)) throw new Error(`refused: ${client.status} ${JSON.stringify(client.body)}`);
  return client;
}

export const isType = (type: VisitServerMessage['type']) => (m: Record<string, unknown>) =>
  m.from === 'server' && m.type === type;
