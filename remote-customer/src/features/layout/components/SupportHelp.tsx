import { pageSite } from '../../../lib/pageBrand';

/** The line under a customer form: a question and the brand's Contact Support link. */
export function SupportHelp({ question }: { question: string }) {
  return (
    <p className="cx-help">
      {question}{' '}
      <a href={pageSite(null).contactUrl} target="_blank" rel="noopener noreferrer">
        Contact Support
      </a>
    </p>
  );
}
