import type { BrandVariant } from '@portal/shared/brands/brandDomains';

/** The brand's small emblem beside its name: a document with a tick, in the brand's colour. */
export function BrandMark({ brand }: { brand: BrandVariant }) {
  return (
    <svg className="cx-mark" data-brand={brand} viewBox="0 0 32 32" aria-hidden="true">
      <rect x="3" y="3" width="26" height="26" rx="7" className="cx-mark-tile" />
      <path d="M11 9h7l4 4v10a1 1 0 0 1-1 1H11a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1z" fill="#fff" />
      <path
        d="M12.8 17.2l2.2 2.2 4.2-4.4"
        fill="none"
        className="cx-mark-tick"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
