import type { StatusStep } from '../../../lib/statusSteps';

const STEP_HINTS: Record<StatusStep['key'], Record<StatusStep['state'], string>> = {
  received: { done: 'We have received your application.', waiting: '', action: '', stopped: '' },
  processing: {
    done: 'Our team has checked your application.',
    waiting: 'Our team will check your application shortly.',
    action: '',
    stopped: '',
  },
  government: {
    done: 'Your application has been lodged with the Australian Government.',
    waiting: 'Your application will be lodged with the Australian Government.',
    action: '',
    stopped: '',
  },
  additionalInformation: {
    done: '',
    waiting: '',
    action: 'We need more information from you to continue.',
    stopped: '',
  },
  approved: {
    done: 'Your eVisitor has been approved. You can download it now.',
    waiting: 'You can download your eVisitor once it is approved.',
    action: '',
    stopped: 'No eVisitor will be issued for this order.',
  },
};

const STATE_LABELS: Record<StatusStep['state'], string> = {
  done: 'Done',
  waiting: 'Not yet',
  action: 'Action needed',
  stopped: 'Closed',
};

const STEP_BADGES: Partial<Record<StatusStep['state'], string>> = {
  done: '✓',
  action: '!',
  stopped: '–',
};

interface Props {
  steps: readonly StatusStep[];
  onViewDetails: () => void;
}

/**
 * The four steps as a timeline; the order_status 5 step carries View Details. The first step
 * not yet done is the current one (aria-current="step").
 */
export function StatusSteps({ steps, onViewDetails }: Props) {
  const current = steps.findIndex((step) => step.state !== 'done');
  return (
    <ol className="cx-steps" aria-label="Application steps">
      {steps.map((step, index) => (
        <li
          key={step.key}
          className="cx-step"
          data-state={step.state}
          data-step={step.key}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="cx-step-badge" aria-hidden="true">
            {STEP_BADGES[step.state] ?? index + 1}
          </span>
          <div className="cx-step-body">
            <h2>{step.title}</h2>
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
