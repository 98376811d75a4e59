import { usePageSite } from '../../../lib/pageBrand';

/** The line under a customer form: a question and the brand's Contact Support link. */
export function SupportHelp({ question }: { question: string }) {
  const site = usePageSite(null);
  return (
    <p className="cx-help">
      {question}{' '}
      <a href={site.contactUrl} target="_blank" rel="noopener noreferrer">
        Contact Support
      </a>
    </p>
  );
}
