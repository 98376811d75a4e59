import type { OrderDetails } from '@portal/shared/entities/order';
import { DetailList, type DetailRow } from '../../../components/DetailList';
import { Section } from '../../../components/Section';
import { displayDate } from '../../../lib/displayValues';

function passportRows(order: OrderDetails): DetailRow[] {
  return [
    ['Family name', order.family_name],
    ['Given names', order.given_names],
    ['Sex', order.sex],
    ['Date of birth', displayDate(order.date_of_birth)],
    ['Passport number', order.passport_number],
    ['Country of passport', order.country_of_passport],
    ['Nationality', order.nationality],
    ['Date of issue', displayDate(order.passport_issue_date)],
    ['Date of expiry', displayDate(order.passport_expiry_date)],
    ['Place of issue', order.place_of_issue],
    ['Holds an Australian visa grant', order.has_visa_grant],
    ['Visa grant number', order.visa_grant_number],
    ['Has a national identity card', order.has_national_id],
    ['National ID family name', order.national_id_family_name],
    ['National ID given names', order.national_id_given_names],
    ['National ID number', order.national_id_number],
    ['National ID country of issue', order.national_id_country],
    ['National ID date of issue', displayDate(order.national_id_issue_date)],
    ['National ID date of expiry', displayDate(order.national_id_expiry_date)],
    ['Town or city of birth', order.birth_town],
    ['State or province of birth', order.birth_state],
    ['Country of birth', order.birth_country],
    ['Relationship status', order.relationship_status],
    ['Known by other names', order.has_other_names],
    ['Previous family name', order.previous_family_name],
    ['Previous given names', order.previous_given_names],
    ['Reason for the other name', order.other_name_reason_type],
    ['Other name details', order.other_name_reason_details],
    ['Citizen of the passport country', order.is_citizen_of_passport_country],
    ['Citizenship details', order.citizenship_details],
    ['Stateless', order.is_stateless],
    ['Stateless details', order.stateless_details],
    ['Citizen of another country', order.has_other_citizenship],
    ['Other countries of citizenship', order.other_citizenship_countries],
    ['Holds other passports', order.has_other_passports],
    ['Holds other identity documents', order.has_other_identity_documents],
  ];
}

/** 5. Passport Details: each row only when it has a value. */
export function PassportDetailsSection({ order }: { order: OrderDetails }) {
  return (
    <Section title="Passport Details">
      <DetailList rows={passportRows(order)} onlyWithValues empty="No passport details recorded." />
    </Section>
  );
}
