/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form, Formik } from 'formik';
import { useState } from 'react';
import { readDraft } from '../../src/session/drafts';
import { sessionStore } from '../../src/session/sessionStore';
import { removeStoredSession } from '../../src/session/storedSession';
import { KeepDraft } from '../../src/session/useDraft';
import { ALICE, signedIn, TOM } from './sessionFixtures';

jest.mock('../../src/api/apiClient', () => ({
  callApi: jest.fn().mockResolvedValue({ status: 1, message: 'You have been signed out.' }),
}));

interface Values {
  remark: string;
  whatsapp: boolean;
}
const EMPTY: Values = { remark: '', whatsapp: false };
const DRAFT = 'remark:100001';

/** A remark form wired as the order page's should be (see the security report). */
function RemarkForm({ onSent }: { onSent?: () => void }) {
  const [initialValues] = useState(() => readDraft<Values>(DRAFT) ?? EMPTY);
  return (
    <Formik<Values>
      initialValues={initialValues}
      onSubmit={(_, helpers) => {
        helpers.resetForm({ values: EMPTY });
        onSent?.();
      }}
    >
      {({ values }) => (
        <Form>
          <KeepDraft name={DRAFT} value={values} empty={EMPTY} />
          <label htmlFor="remark">Remark</label>
          <Field as="textarea" id="remark" name="remark" />
          <label>
            <Field type="checkbox" name="whatsapp" />
            Whatsapp
          </label>
          <button type="submit">Submit</button>
        </Form>
      )}
    </Formik>
  );
}

const now = Date.now();
beforeEach(() => {
  sessionStorage.clear();
  signedIn(now, now + 30 * 60_000, ALICE);
});

describe('drafts of unsaved forms', () => {
  it('come back after the session expired and the same member signed in again', async () => {
    const first = render(<RemarkForm />);
    await userEvent.type(screen.getByLabelText('Remark'), 'Customer asked for a call back');
    await userEvent.click(screen.getByLabelText('Whatsapp'));
    // The session expires: the page goes away and the stored session with it.
    first.unmount();
    sessionStore.getState().clearSession();

    signedIn(now, now + 30 * 60_000, ALICE);
    render(<RemarkForm />);
    expect(screen.getByLabelText('Remark')).toHaveValue('Customer asked for a call back');
    expect(screen.getByLabelText('Whatsapp')).toBeChecked();
  });

  it('are not shown to another member', async () => {
    const first = render(<RemarkForm />);
    await userEvent.type(screen.getByLabelText('Remark'), 'Private note');
    first.unmount();
    removeStoredSession();

    signedIn(now, now + 30 * 60_000, TOM);
    render(<RemarkForm />);
    expect(screen.getByLabelText('Remark')).toHaveValue('');
  });

  it('are gone once the form was sent', async () => {
    const onSent = jest.fn();
    render(<RemarkForm onSent={onSent} />);
    await userEvent.type(screen.getByLabelText('Remark'), 'Done');
    expect(readDraft(DRAFT)).toEqual({ remark: 'Done', whatsapp: false });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSent).toHaveBeenCalled();
    await waitFor(() => expect(readDraft(DRAFT)).toBeNull());
  });

  it('are removed by an explicit logout', async () => {
    const first = render(<RemarkForm />);
    await userEvent.type(screen.getByLabelText('Remark'), 'Half written');
    first.unmount();
    await sessionStore.getState().logout();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });
});
