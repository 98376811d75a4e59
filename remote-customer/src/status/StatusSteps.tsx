import type { StatusStep } from './statusSteps';

const STEP_HINTS: Record<StatusStep['key'], Record<StatusStep['state'], string>> = {
  received: { done: 'We have received your application.', waiting: '', action: '' },
  processing: {
    done: 'Our team has checked your application.',
    waiting: 'Our team will check your application shortly.',
    action: '',
  },
  government: {
    done: 'Your application has been lodged and awaits a decision.',
    waiting: 'Your application will be lodged with the Australian Government.',
    action: '',
  },
  additionalInformation: {
    done: '',
    waiting: '',
    action: 'We need more information from you to continue.',
  },
  approved: {
    done: 'Your eVisitor has been approved. You can download it now.',
    waiting: 'You can download your eVisitor once it is approved.',
    action: '',
  },
};

const STATE_LABELS: Record<StatusStep['state'], string> = {
  done: 'Done',
  waiting: 'Not yet',
  action: 'Action needed',
};

interface Props {
  steps: readonly StatusStep[];
  onViewDetails: () => void;
}

/** The four steps as a timeline; the order_status 5 step carries View Details. */
export function StatusSteps({ steps, onViewDetails }: Props) {
  return (
    <ol className="cx-steps" aria-label="Application steps">
      {steps.map((step, index) => (
        <li key={step.key} className="cx-step" data-state={step.state} data-step={step.key}>
          <span className="cx-step-badge" aria-hidden="true">
            {step.state === 'done' ? '✓' : step.state === 'action' ? '!' : index + 1}
          </span>
          <div className="cx-step-body">
            <h3>{step.title}</h3>
            <p className="cx-step-hint">{STEP_HINTS[step.key][step.state]}</p>
            {step.key === 'additionalInformation' && (
              <button type="button" className="btn cx-step-action" onClick={onViewDetails}>
                View Details
              </button>
            )}
          </div>
          <span className="cx-step-state">{STATE_LABELS[step.state]}</span>
        </li>
      ))}
    </ol>
  );
}
