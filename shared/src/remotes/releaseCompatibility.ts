/**
 * Whether a remote release can run in this build of the portal, from what the release really
 * uses (docs/architecture.md, "Releases and deploys"). Each production build writes a
 * `compatibility.json` (webpack/CompatibilityRecordPlugin.js): a remote's says what it needs,
 * a host's what it provides, in the same form. `npm run release` keeps the remote's in the
 * release; `npm run deploy` and /remotes.json compare it with the host's.
 */
export interface CompatibilityRecord {
  /**
   * Contract module ('schemas/queueSchemas') → each of its declarations → a hash of the
   * declaration as emitted (`.d.ts`, comments left out). A remote lists every module its
   * sources import and every module those import in turn; a host lists them all.
   */
  contract: Record<string, Record<string, string>>;
  /** Shared library → the version built with. */
  libraries: Record<string, string>;
  /**
   * Shared subset module (webpack/sharedModules: 'formik', 'yup', 'react-router-dom') → the
   * names a remote's modules import from it, or the names a host's copy exports.
   */
  subsets: Record<string, string[]>;
}

/** What a release says of itself: written by `npm run release`, read before deploying or loading it. */
export interface ReleaseMetadata {
  /** `<version>-<content hash>`: the release's folder name, never reused. */
  id: string;
  remote: string;
  version: string;
  contentHash: string;
  gitCommit: string;
  builtAt: string;
}

/**
 * A release.json: its metadata and what the build needs of its host (absent in a release
 * published before releases recorded it: such a release is refused).
 */
export interface ReleaseRecord extends ReleaseMetadata {
  needs?: CompatibilityRecord;
}

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** True when `version` satisfies the caret range `range` (`^x.y.z`). */
export function satisfiesCaret(version: string, range: string): boolean {
  const found = parseVersion(version);
  const wanted = range.startsWith('^') ? parseVersion(range.slice(1)) : null;
  if (!found || !wanted) return false;
  for (let part = 0; part < 3; part += 1) {
    const have = found[part] as number;
    const need = wanted[part] as number;
    // Up to the first non-zero part of the range the versions must be equal.
    const fixed = wanted.slice(0, part + 1).every((value, index) => index === part || value === 0);
    if (fixed && have !== need) return false;
    if (have !== need) return have > need;
  }
  return true;
}

/** "a", "a and b", "a, b and c". */
function listed(names: readonly string[]): string {
  return names.length < 2
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function contractProblem(
  module: string,
  needed: Record<string, string>,
  provided: Record<string, string> | undefined,
): string | null {
  if (!provided) return `contract module ${module}, which this portal no longer has`;
  const changed = Object.keys(needed).filter(
    (name) => provided[name] !== undefined && provided[name] !== needed[name],
  );
  const gone = Object.keys(needed).filter((name) => provided[name] === undefined);
  const parts = [
    ...(changed.length > 0 ? [`${listed(changed)} declared otherwise here`] : []),
    ...(gone.length > 0 ? [`${listed(gone)} gone here`] : []),
  ];
  return parts.length > 0 ? `contract module ${module} (${parts.join('; ')})` : null;
}

/**
 * Every way a release's `needs` are not met by what a host `provides`, one readable line each
 * ("contract module schemas/queueSchemas (queueOrderSchema declared otherwise here)"); empty
 * when it fits. What the release does not use is never compared, and what the host adds
 * (a new declaration, a new export of a subset) never refuses it.
 */
export function compatibilityProblems(
  needs: CompatibilityRecord,
  provides: CompatibilityRecord,
): string[] {
  const problems: string[] = [];
  for (const [module, needed] of Object.entries(needs.contract)) {
    const problem = contractProblem(module, needed, provides.contract[module]);
    if (problem) problems.push(problem);
  }
  for (const [library, version] of Object.entries(needs.libraries)) {
    const provided = provides.libraries[library];
    if (provided !== undefined && !satisfiesCaret(provided, `^${version}`)) {
      problems.push(`${library} ${version}, this portal provides ${provided}`);
    }
  }
  for (const [subset, names] of Object.entries(needs.subsets)) {
    const provided = provides.subsets[subset];
    const missing = provided ? names.filter((name) => !provided.includes(name)) : [];
    if (missing.length > 0) {
      problems.push(`${listed(missing)} of ${subset}, which this portal's copy does not export`);
    }
  }
  return problems;
}
