import type { ApplicationDetails } from '../entities/order';

/**
 * The nine declarations of an application (docs/product.md#records), as the page and the defence
 * packs word them.
 */
export const DECLARATIONS: ReadonlyArray<{
  field: keyof ApplicationDetails;
  short: string;
  text: string;
}> = [
  {
    field: 'declaration_read',
    short: 'Read',
    text: 'Read and understood the information provided',
  },
  {
    field: 'declaration_correct',
    short: 'Correct',
    text: 'The information given is complete and correct',
  },
  {
    field: 'declaration_fraudulent',
    short: 'Fraudulent',
    text: 'Understands the penalties for false or fraudulent information',
  },
  {
    field: 'declaration_cancellation',
    short: 'Cancellation',
    text: 'Understands the visa may be cancelled if the information is wrong',
  },
  {
    field: 'declaration_automatic_right',
    short: 'Automatic right',
    text: 'Understands a visa gives no automatic right of entry',
  },
  {
    field: 'declaration_inform',
    short: 'Inform',
    text: 'Will inform the Department of any change of circumstances',
  },
  { field: 'declaration_privacy', short: 'Privacy', text: 'Read the privacy notice' },
  {
    field: 'declaration_understand',
    short: 'Understand',
    text: 'Understands the conditions of the visa',
  },
  {
    field: 'declaration_unlawful',
    short: 'Unlawful',
    text: 'Understands the consequences of staying unlawfully',
  },
];
