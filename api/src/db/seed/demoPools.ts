import { base, en, Faker } from '@faker-js/faker';
import { COUNTRIES, type Country } from './countries';

/** A made-up name and its plain lower-case ASCII form, for e-mail addresses. */
export interface PoolName {
  text: string;
  slug: string;
}

/** What Faker makes up for one country, made once and then combined per order. */
export interface CountryPool {
  firstNames: Record<'male' | 'female', readonly PoolName[]>;
  lastNames: Record<'male' | 'female', readonly PoolName[]>;
  streets: readonly string[];
  postcodes: readonly string[];
}

/**
 * Pool sizes: enough distinct names that a million orders look varied (a country's
 * applicants combine 200 given names with 300 family names), small enough to make in
 * a few milliseconds per country.
 */
const FIRST_NAMES = 200;
const LAST_NAMES = 300;
const PLACES = 200;

/** Letters that Unicode does not decompose into a base letter and a mark. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  å: 'a',
  ł: 'l',
  ß: 'ss',
  đ: 'd',
  œ: 'oe',
  þ: 'th',
};

export function slugOf(text: string): string {
  const plain = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øæåłßđœþ]/g, (letter) => SPECIAL_LETTERS[letter] ?? '')
    .replace(/[^a-z0-9]/g, '');
  return plain || 'user';
}

/** Quotes, backslashes and control characters: what JSON would escape. */
// eslint-disable-next-line no-control-regex
const NEEDS_JSON_ESCAPE = /["\\\u0000-\u001f]/;

/**
 * Up to `count` different values, none needing a JSON escape, so the details JSON can
 * be written without escaping (demoApplicationJson).
 */
function distinct(count: number, make: () => string): string[] {
  const values = new Set<string>();
  // Small locales repeat quickly; stop trying once new values stop coming.
  for (let attempt = 0; values.size < count && attempt < count * 4; attempt++) {
    const value = make();
    if (!NEEDS_JSON_ESCAPE.test(value)) values.add(value);
  }
  return [...values];
}

function names(count: number, make: () => string): PoolName[] {
  return distinct(count, make).map((text) => ({ text, slug: slugOf(text) }));
}

function makePool(country: Country, seed: number): CountryPool {
  const local = new Faker({ locale: [country.locale, en, base] });
  local.seed(seed);
  return {
    firstNames: {
      male: names(FIRST_NAMES, () => local.person.firstName('male')),
      female: names(FIRST_NAMES, () => local.person.firstName('female')),
    },
    lastNames: {
      male: names(LAST_NAMES, () => local.person.lastName('male')),
      female: names(LAST_NAMES, () => local.person.lastName('female')),
    },
    streets: distinct(PLACES, () => local.location.streetAddress()),
    postcodes: distinct(PLACES, () => local.location.zipCode()),
  };
}

/**
 * Each country's pool, made on first use by a Faker in the country's locale seeded from
 * the plan's seed and the country's place in COUNTRIES: the same seed, the same pools.
 */
export class DemoPools {
  private readonly pools = new Map<Country, CountryPool>();

  constructor(private readonly seed: number) {}

  of(country: Country): CountryPool {
    let pool = this.pools.get(country);
    if (!pool) {
      pool = makePool(country, this.seed + COUNTRIES.indexOf(country) + 1);
      this.pools.set(country, pool);
    }
    return pool;
  }
}
