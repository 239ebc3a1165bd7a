import type { Db } from '../db/client.ts';
import { listAreas, listCities, listSpecialties } from '../features/doctors/index.ts';

const slugLike = /^[a-z0-9-]+$/;
const fold = (v: string) => v.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The spec's clients send what the lists showed them (`Specialty_name`, `Location`, `Clinic`), in
 * whichever language they were shown; v1 works with slugs. A name found in either language becomes
 * its slug; anything else goes on unchanged, for v1's own checks to refuse by name.
 */
async function slugOf(
  value: string | undefined,
  lists: () => Promise<{ slug: string; name: string }[][]>,
): Promise<string | undefined> {
  if (!value) return undefined;
  if (slugLike.test(value)) return value;
  const wanted = fold(value);
  const found = (await lists()).flat().find((item) => fold(item.name) === wanted);
  return found?.slug ?? value;
}

export function specialtySlug(db: Db, value: string | undefined) {
  return slugOf(value, () =>
    Promise.all([listSpecialties(db, 'ar'), listSpecialties(db, 'en')]).then((lists) => lists.map((l) => l.items)),
  );
}

export function citySlug(db: Db, value: string | undefined) {
  return slugOf(value, () =>
    Promise.all([listCities(db, 'ar'), listCities(db, 'en')]).then((lists) => lists.map((l) => l.items)),
  );
}

export function areaSlug(db: Db, value: string | undefined) {
  return slugOf(value, () =>
    Promise.all([listAreas(db, 'ar', undefined), listAreas(db, 'en', undefined)]).then((lists) =>
      lists.map((l) => l.items),
    ),
  );
}
