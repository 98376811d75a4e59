import { textSchema } from '@portal/shared/schemas/fieldSchemas';
import { FIELD_RULES } from '@portal/shared/validation/fieldRules';

/** The Manage Team form's fields, with the messages of docs/product.md#validation. */
export const teamMemberFields = {
  name: textSchema(FIELD_RULES.addTeamMember.name),
  email: textSchema(FIELD_RULES.addTeamMember.email),
  type: textSchema(FIELD_RULES.addTeamMember.type),
};

/** The name as stored: its schema has refused a name of spaces only. */
export function trimmedName(name: string): string {
  return name.trim();
}
