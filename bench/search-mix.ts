/** The doctor searches of a busy day as request paths: specialty and city, areas, names in both scripts, sorts, later pages, the home carousel. */
export async function searchMix(base: string): Promise<string[]> {
  const get = async <T>(p: string) => (await (await fetch(`${base}/api/v1${p}`)).json()) as T;
  const specialties = (await get<{ items: { slug: string }[] }>('/specialties')).items.map((s) => s.slug);
  const cities = (await get<{ items: { slug: string }[] }>('/cities')).items.map((c) => c.slug);
  const areas = (await get<{ items: { slug: string; city: { slug: string } }[] }>('/areas?city=cairo')).items;
  const sample = await get<{ items: { name: string }[] }>('/doctors?limit=50&page=7&lang=en');
  const sampleAr = await get<{ items: { name: string }[] }>('/doctors?limit=50&page=9&lang=ar');
  const sorts = ['', '&sort=fee_asc', '&sort=fee_desc', '&sort=rating'];
  const paths: string[] = [];
  for (let i = 0; i < 120; i += 1) {
    const specialty = specialties[i % 12]!;
    const city = cities[i % 6]!;
    const sort = sorts[i % sorts.length]!;
    const lang = i % 3 === 0 ? 'en' : 'ar';
    const page = i % 5 === 0 ? 2 + (i % 3) : 1;
    switch (i % 8) {
      case 0:
      case 1:
      case 2:
        paths.push(`/api/v1/doctors?specialty=${specialty}&city=${city}${sort}&page=${page}&lang=${lang}`);
        break;
      case 3: {
        const area = areas[i % areas.length]!;
        paths.push(`/api/v1/doctors?specialty=${specialty}&city=cairo&area=${area.slug}${sort}&lang=${lang}`);
        break;
      }
      case 4: {
        // First name, or first and family name, as people type them; Arabic without hamza.
        const words = (sampleAr.items[i % sampleAr.items.length]?.name ?? 'محمد').split(' ');
        const q = (i % 16 === 4 ? words.slice(0, 1) : [words[0], words[words.length - 1]])
          .join(' ')
          .replace(/[أإآ]/g, 'ا');
        paths.push(`/api/v1/doctors?q=${encodeURIComponent(q)}${sort}&lang=ar`);
        break;
      }
      case 5: {
        const words = (sample.items[i % sample.items.length]?.name ?? 'Mohamed').split(' ');
        const q = i % 16 === 5 ? `${words[0]} ${words[words.length - 1]}` : words[words.length - 1]!;
        paths.push(`/api/v1/doctors?q=${encodeURIComponent(q)}&specialty=${specialty}${sort}&lang=en`);
        break;
      }
      case 6:
        paths.push(
          `/api/v1/doctors?specialty=${specialty}&telehealth=true&gender=female&feeMax=600${sort}&lang=${lang}`,
        );
        break;
      default:
        // The home page's Top Doctors carousel.
        paths.push(`/api/v1/doctors?sort=rating&limit=4&page=${1 + (i % 4)}&lang=${lang}`);
    }
  }
  return paths;
}

/**
 * Searches as people make them, every one different (issue: real users mostly miss the search cache): a
 * quarter each of a common first name alone, specialty + city, specialty + gender, and name + city; each
 * with one of the orders the page offers and a fee range that makes it unique (for 200,000 requests).
 */
export async function userSearches(base: string): Promise<(i: number) => string> {
  const get = async <T>(p: string) => (await (await fetch(`${base}/api/v1${p}`)).json()) as T;
  const specialties = (await get<{ items: { slug: string }[] }>('/specialties')).items.map((s) => s.slug);
  const cities = (await get<{ items: { slug: string }[] }>('/cities')).items.map((c) => c.slug);
  const names = [
    ...(await get<{ items: { name: string }[] }>('/doctors?limit=50&page=3&lang=ar')).items,
    ...(await get<{ items: { name: string }[] }>('/doctors?limit=50&page=5&lang=en')).items,
  ].map((d) => d.name.split(' '));
  // First names as people type them (Arabic without hamza), and the family names that go with them.
  const firstNames = [...new Set(names.map((w) => w[0]!.replace(/[أإآ]/g, 'ا')))];
  const sorts = ['', '&sort=fee_asc', '&sort=fee_desc', '&sort=rating', '&sort=soonest'];
  return (i) => {
    const specialty = specialties[(i >> 2) % 12]!;
    const city = cities[(i >> 3) % 6]!;
    const first = firstNames[(i >> 2) % firstNames.length]!;
    const lang = first.match(/^[a-z]/i) ? 'en' : 'ar';
    const sort = sorts[(i >> 2) % sorts.length]!;
    const fees = `&feeMin=${i % 200}&feeMax=${600 + (Math.floor(i / 200) % 1_000)}`;
    switch (i % 4) {
      case 0:
        return `/api/v1/doctors?q=${encodeURIComponent(first)}${sort}${fees}&lang=${lang}`;
      case 1:
        return `/api/v1/doctors?specialty=${specialty}&city=${city}${sort}${fees}&lang=${lang}`;
      case 2:
        return `/api/v1/doctors?specialty=${specialty}&gender=${i % 8 < 4 ? 'female' : 'male'}${sort}${fees}&lang=${lang}`;
      default: {
        const family = names[(i >> 2) % names.length]!;
        return `/api/v1/doctors?q=${encodeURIComponent(family[family.length - 1]!)}&city=${city}${sort}${fees}&lang=${lang}`;
      }
    }
  };
}
