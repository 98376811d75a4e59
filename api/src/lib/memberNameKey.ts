/**
 * The key member names are compared by (docs/decisions.md, "Member names are unique"): two
 * names with one key look alike, so only one current member may have it. Unicode NFKC folds
 * compatibility forms (a no-break space, full-width letters, ligatures) into the plain ones;
 * upper- then lower-casing folds case as far as JavaScript can (ß and SS, final and other
 * sigma); runs of white space count as one space. Stored in staff.name_key, whose unique
 * index among current members holds on SQLite and PostgreSQL alike (migration 140).
 */
export function memberNameKey(name: string): string {
  return name
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .replace(/\s+/gu, ' ')
    .trim();
}
