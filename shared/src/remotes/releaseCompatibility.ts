/**
 * What a remote release must have been built against for this build of the portal to
 * load it (docs/architecture.md, "Releases and deploys"). The contract version is the
 * version of this package; the libraries are the singletons every app shares
 * (webpack/sharedDependencies.js). A caret range `^x.y.z` accepts the same major version
 * (the same minor below 1.0.0) at or above x.y.z.
 */
export const COMPATIBLE_RANGES = {
  contract: '^1.0.0',
  libraries: {
    react: '^19.2.0',
    'react-dom': '^19.2.0',
    'react-router-dom': '^7.9.4',
    zustand: '^5.0.8',
    'react-hot-toast': '^2.6.0',
    formik: '^2.4.6',
    axios: '^1.13.0',
    yup: '^1.7.1',
  } as Record<string, string>,
} as const;

/** What a release says it was built against: written by `npm run release`, read before loading it. */
export interface ReleaseStamp {
  /** Version of the contract package (`@portal/shared`) the remote was built with. */
  contractVersion: string;
  /** Shared singleton library → the version the remote was built with. */
  sharedLibraries: Record<string, string>;
}

/** A published release: its stamp and where it came from. */
export interface ReleaseMetadata extends ReleaseStamp {
  /** `<version>-<content hash>`: the release's folder name, never reused. */
  id: string;
  remote: string;
  version: string;
  contentHash: string;
  gitCommit: string;
  builtAt: string;
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

/**
 * Every way a release does not fit `ranges`, one readable line each ("contract 2.0.0,
 * this portal needs ^1.0.0"); empty when it fits. A shared library the release does not
 * name is not a mismatch: the remote does not use it.
 */
export function compatibilityProblems(
  stamp: ReleaseStamp,
  ranges: typeof COMPATIBLE_RANGES = COMPATIBLE_RANGES,
): string[] {
  const problems: string[] = [];
  if (!satisfiesCaret(stamp.contractVersion, ranges.contract)) {
    problems.push(`contract ${stamp.contractVersion}, this portal needs ${ranges.contract}`);
  }
  for (const [library, range] of Object.entries(ranges.libraries)) {
    const version = stamp.sharedLibraries[library];
    if (version !== undefined && !satisfiesCaret(version, range)) {
      problems.push(`${library} ${version}, this portal needs ${range}`);
    }
  }
  return problems;
}
