/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { MESSAGES } from '@portal/shared/validation/messages';
import { transactionSchema } from '@portal/shared/validation/schemas';
import { TextField } from '../../src/ui/TextField';

/** The Transaction Details form's two fields, the first given a hint. */
function renderForm() {
  render(
    <Formik
      initialValues={{ transactionId: '', merchantName: '' }}
      validationSchema={transactionSchema}
      onSubmit={jest.fn()}
    >
      <Form>
        <TextField name="transactionId" label="Transaction Id" hint="As the gateway shows it." />
        <TextField name="merchantName" label="Merchant Name" />
      </Form>
    </Formik>,
  );
  return {
    transaction: screen.getByLabelText('Transaction Id'),
    merchant: screen.getByLabelText('Merchant Name'),
  };
}

describe('TextField', () => {
  it('reads its hint with the input, and says nothing is wrong before it is touched', () => {
    const { transaction, merchant } = renderForm();
    expect(transaction).toHaveAccessibleDescription('As the gateway shows it.');
    expect(transaction).toHaveAttribute('aria-invalid', 'false');
    expect(merchant).not.toHaveAttribute('aria-describedby');
  });

  it("shows a touched field's error, read with its hint; a field not yet touched shows none", async () => {
    const { transaction, merchant } = renderForm();
    await userEvent.click(transaction);
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.transactionIdRequired)).toBeInTheDocument();
    expect(transaction).toHaveAccessibleDescription(
      `As the gateway shows it. ${MESSAGES.transactionIdRequired}`,
    );
    expect(transaction).toHaveAttribute('aria-invalid', 'true');
    // Validating the form on the first field's blur found the second empty too.
    expect(screen.queryByText(MESSAGES.merchantNameRequired)).not.toBeInTheDocument();
    expect(merchant).toHaveAttribute('aria-invalid', 'false');
  });
});
