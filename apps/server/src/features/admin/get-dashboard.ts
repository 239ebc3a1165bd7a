import type { AdminDashboard, Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { pick } from '../../shared/language.ts';
import { addDays, instantOf, wallClockAt } from '../booking/index.ts';
import { selectDays, selectTopSearched, selectTriageByUrgency } from './dashboard-queries.ts';

/** The dashboard's days are the service's: its clinics are in Egypt. */
const TIME_ZONE = 'Africa/Cairo';

/** The last `days` days (today included; 90 at most, as long as searches are kept) of bookings, cancellations, no-shows, sign-ups and searches, and more. */
export async function getDashboard(db: Db, lang: Language, now: Date, days = 90): Promise<AdminDashboard> {
  const to = wallClockAt(now.getTime(), TIME_ZONE).date;
  const from = addDays(to, -(days - 1));
  // Midnight exists in Cairo on every date (its clock changes at other hours); a day early would do no harm.
  const since = new Date(instantOf(from, 0, TIME_ZONE) ?? Date.parse(`${addDays(from, -1)}T00:00:00Z`));
  const [rows, specialties, cities, triage] = await Promise.all([
    selectDays(db, from, to, TIME_ZONE, since),
    selectTopSearched(db, 'specialty', since, 10),
    selectTopSearched(db, 'city', since, 10),
    selectTriageByUrgency(db, since),
  ]);
  const ranked = (rows: typeof specialties) =>
    rows.map((r) => ({ slug: r.slug, name: pick(lang, r.name_ar, r.name_en), searches: Number(r.searches) }));
  return {
    from,
    to,
    timeZone: TIME_ZONE,
    days: rows.map((d) => ({
      date: String(d.day),
      bookings: Number(d.bookings),
      cancellations: Number(d.cancellations),
      noShows: Number(d.no_shows),
      signUps: Number(d.sign_ups),
      searches: Number(d.searches),
      searchesWithoutResult: Number(d.without_result),
    })),
    topSpecialties: ranked(specialties),
    topCities: ranked(cities),
    triageByUrgency: triage.map((t) => ({ urgency: t.urgency, sessions: Number(t.sessions) })),
  };
}
