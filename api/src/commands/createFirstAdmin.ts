import type { Kysely } from 'kysely';
import { teamMemberSchema } from '@portal/shared/validation/schemas';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/demoStaff';
import { ApiError } from '../lib/apiError';
import { hashPassword } from '../lib/passwords';
import { normaliseEmail } from '../repositories/staffRepository';
import { TeamRepository } from '../repositories/teamRepository';
import { assertUsablePassword } from '../routes/settings/passwordRules';

export interface FirstAdmin {
  name: string;
  email: string;
  password: string;
}

/** A refusal the command prints as it is: what is wrong and what to do. */
export class CreateAdminError extends Error {}

/** Who the audit log names for a member the command creates (no one is signed in). */
export const CREATE_ADMIN_ACTOR = { id: null, name: 'create-admin command' };

/**
 * Creates the first Admin of a database that has none: production refuses the demo
 * accounts, so this is how a new installation gets its first sign-in. Every later member
 * is added from Manage Team, so the command refuses once an Admin exists.
 */
export async function createFirstAdmin(db: Kysely<Database>, input: FirstAdmin): Promise<number> {
  const fields = validFields(input);
  if (input.password === DEMO_PASSWORD) {
    throw new CreateAdminError('That is the published demo password; choose another.');
  }
  // bcrypt is slow on purpose: hash before the write transaction opens.
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const team = new TeamRepository(trx);
    if ((await team.countActiveAdmins()) > 0) {
      throw new CreateAdminError(
        'This database already has an Admin. Add more members from Settings › Manage Team.',
      );
    }
    if (await team.isEmailTaken(fields.email)) {
      throw new CreateAdminError(`A current member already has the e-mail ${fields.email}.`);
    }
    // Orders are assigned by name: no look-alike of a current member's (docs/decisions.md).
    if (await team.isNameTaken(fields.name)) {
      throw new CreateAdminError(
        `A current member already has the name ${fields.name}, or one that looks the same.`,
      );
    }
    const id = await team.create(fields, passwordHash);
    await recordAudit(trx, {
      actor: CREATE_ADMIN_ACTOR,
      action: 'team.add',
      entity: 'staff',
      entityId: id,
      to: fields,
    });
    return id;
  });
}

/** The Manage Team form's own rules and messages. */
function validFields(input: FirstAdmin) {
  try {
    const valid = teamMemberSchema.validateSync({ ...input, type: 'Admin' }, { abortEarly: true });
    assertUsablePassword(valid.password);
    return { name: valid.name.trim(), email: normaliseEmail(valid.email), type: 'Admin' as const };
  } catch (error) {
    // yup's ValidationError, by name: the api package does not depend on yup itself.
    if (error instanceof ApiError || (error instanceof Error && error.name === 'ValidationError')) {
      throw new CreateAdminError(error.message);
    }
    throw error;
  }
}
