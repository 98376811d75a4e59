import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import toast from 'react-hot-toast';
import type { TeamMemberInput } from '@portal/shared/api/apiRoutes';
import { isSuccess } from '@portal/shared/api/envelope';
import type { Role, TeamMember } from '@portal/shared/entities/staff';
import { useApiMutation } from '@portal/web/query/useApiMutation';
import { sessionStore } from '@portal/web/session/sessionStore';
import { TextField } from '@portal/web/ui/TextField';
import { teamMemberSchema, teamMemberUpdateSchema } from '@portal/shared/validation/schemas';
import { SelectField } from '../../../components/SelectField';
import { addTeamMember } from '../api/addTeamMember';
import { updateTeamMember } from '../api/updateTeamMember';

interface TeamFormValues {
  name: string;
  email: string;
  password: string;
  type: Role | '';
}

const EMPTY: TeamFormValues = { name: '', email: '', password: '', type: '' };

interface Props {
  /** The member being edited; null to add a new one. */
  member: TeamMember | null;
  /** Types the signed-in member may give (get-team-member-type); null while loading. */
  types: readonly Role[] | null;
  /**
   * Whether saving `input` ends the signed-in member's own sessions on the server: the stored
   * session then ends with the answer, before anything is fetched again with it.
   */
  endsOwnSession(input: TeamMemberInput): boolean;
  onSaved(saved: TeamMember, input: TeamMemberInput): void;
  onCancel(): void;
}

/**
 * Team form: name, email, password and type (docs/product.md#admin-settings), in add or edit mode.
 */
export function TeamMemberForm({ member, types, endsOwnSession, onSaved, onCancel }: Props) {
  const editing = member !== null;
  // The member as the form shows it. Another member's change arriving live does not replace
  // what is being typed: the save sends this version and is refused as stale, with the
  // server's message; the form then starts again from the member as stored now.
  const [shown, setShown] = useState(member);
  const [restart, setRestart] = useState(false);
  if (member?.id !== shown?.id || (restart && member?.version !== shown?.version)) {
    setShown(member);
    setRestart(false);
  }
  const initialValues: TeamFormValues = shown
    ? { name: shown.name, email: shown.email, password: '', type: shown.type }
    : EMPTY;
  const save = useApiMutation(async (input: TeamMemberInput & { password: string }) => {
    const answer = shown ? await updateTeamMember(shown, input) : await addTeamMember(input);
    // Signed out before the change's refetch, which then finds the cache empty.
    if (isSuccess(answer) && endsOwnSession(input)) sessionStore.getState().clearSession();
    return answer;
  });

  async function submit(values: TeamFormValues, helpers: FormikHelpers<TeamFormValues>) {
    const input = {
      name: values.name.trim(),
      email: values.email.trim().toLowerCase(),
      password: values.password,
      type: values.type as Role,
    } satisfies TeamMemberInput;
    const answer = await save.run(input);
    if (!isSuccess(answer)) {
      toast.error(answer.message);
      if (shown) setRestart(true);
      return;
    }
    toast.success(answer.message);
    if (!shown) helpers.resetForm({ values: EMPTY });
    onSaved(answer.data, input);
  }

  return (
    <Formik
      key={shown ? `${shown.id}:${shown.version}` : 'new'}
      initialValues={initialValues}
      validationSchema={editing ? teamMemberUpdateSchema : teamMemberSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form
          className="team-form"
          noValidate
          aria-label={editing ? 'Edit team member' : 'Add team member'}
        >
          <div className="form-grid">
            <TextField name="name" label="Name" autoComplete="off" />
            <TextField name="email" label="Email" type="email" autoComplete="off" />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              hint={editing ? 'Leave empty to keep the current password.' : undefined}
            />
            <SelectField
              name="type"
              label="Type"
              emptyOption={types ? 'Select type' : 'Loading types…'}
              disabled={!types}
              options={(types ?? []).map((type) => ({ value: type, label: type }))}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : editing ? 'Update Member' : 'Add Member'}
            </button>
            {editing && (
              <button type="button" className="btn" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </button>
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}
