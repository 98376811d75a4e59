import type { Faker } from '@faker-js/faker';
import { TRAVEL_DOCUMENT_TYPES, type YesNo } from '@portal/shared/entities/order';
import type { StoredApplicationDetails } from '../schema';
import { COUNTRIES, type Country } from './countries';

/** The person an order is for; the columns of `orders` hold these, the details JSON the rest. */
export interface Applicant {
  givenNames: string;
  familyName: string;
  sex: 'male' | 'female';
  dateOfBirth: Date;
  country: Country;
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

const PURPOSES = [
  {
    weight: 70,
    stay: 'Tourism',
    details: [
      'Holiday in Sydney and Melbourne',
      'Road trip along the Great Ocean Road',
      'Diving on the Great Barrier Reef from Cairns',
      'Backpacking along the east coast',
      'Visiting Uluru and Darwin',
    ],
  },
  {
    weight: 20,
    stay: 'Visiting family or friends',
    details: [
      'Visiting my daughter in Brisbane',
      'Attending a friend’s wedding in Perth',
      'Staying with my brother’s family in Adelaide',
      'Visiting grandchildren in Canberra',
    ],
  },
  {
    weight: 10,
    stay: 'Business visitor activities',
    details: [
      'Attending a conference in Sydney',
      'Meetings with suppliers in Melbourne',
      'Negotiating a contract with a client in Perth',
      'Trade fair at the Brisbane Convention Centre',
    ],
  },
] as const;

const RELATIONSHIPS = [
  { weight: 40, value: 'Never married' },
  { weight: 35, value: 'Married' },
  { weight: 10, value: 'De facto' },
  { weight: 6, value: 'Divorced' },
  { weight: 3, value: 'Separated' },
  { weight: 3, value: 'Widowed' },
  { weight: 3, value: 'Engaged' },
];

const NAME_CHANGE_REASONS = ['Marriage', 'Divorce', 'Deed poll', 'Other'] as const;
const OFFENCE_TYPES = ['Traffic offence', 'Theft', 'Public order offence', 'Drink driving'];

function isoDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

function yesNo(rng: Faker, probabilityOfYes: number): YesNo {
  return rng.datatype.boolean({ probability: probabilityOfYes }) ? 'Yes' : 'No';
}

function otherCountry(rng: Faker, except: Country): Country {
  const others = COUNTRIES.filter((country) => country !== except);
  return rng.helpers.arrayElement(others);
}

/**
 * Every application field of an order besides the ones with their own column, made up
 * consistently: the 'Yes' answers come with their details, the 'No' ones leave them empty.
 * `rng` drives the choices, `local` (the applicant's locale) makes names and streets.
 */
export function demoApplication(
  rng: Faker,
  local: Faker,
  applicant: Applicant,
  createdAt: Date,
): StoredApplicationDetails {
  const { country } = applicant;
  const fullName = `${applicant.givenNames} ${applicant.familyName}`;
  const purpose = rng.helpers.weightedArrayElement(
    PURPOSES.map((entry) => ({ weight: entry.weight, value: entry })),
  );
  const weeks = rng.number.int({ min: 1, max: 8 });
  const passportIssued = rng.date.between({
    from: new Date(createdAt.getTime() - 9.5 * YEAR_MS),
    to: new Date(createdAt.getTime() - 30 * 24 * 3600 * 1000),
  });
  const passportExpires = new Date(passportIssued.getTime() + 10 * YEAR_MS - 24 * 3600 * 1000);
  const hasNationalId =
    country.name === 'United Kingdom' || country.name === 'Ireland' ? 'No' : yesNo(rng, 0.55);
  const nationalIdIssued = rng.date.between({
    from: new Date(createdAt.getTime() - 9 * YEAR_MS),
    to: createdAt,
  });
  const hasVisaGrant = yesNo(rng, 0.1);
  const hasOtherNames = yesNo(rng, 0.08);
  const isCitizen = yesNo(rng, 0.99);
  const hasOtherPassports = yesNo(rng, 0.1);
  const documentCountry = otherCountry(rng, country);
  const hasOtherCitizenship = hasOtherPassports === 'Yes' ? 'Yes' : yesNo(rng, 0.05);
  const residence = rng.datatype.boolean({ probability: 0.93 })
    ? country
    : otherCountry(rng, country);
  const isPostalSame = yesNo(rng, 0.88);
  const charged = yesNo(rng, 0.01);
  const convicted = yesNo(rng, 0.008);
  const domesticViolence = yesNo(rng, 0.003);
  const pastDate = () =>
    isoDate(
      rng.date.between({ from: new Date(createdAt.getTime() - 15 * YEAR_MS), to: createdAt }),
    );
  const dob = applicant.dateOfBirth;

  return {
    purpose_stay: purpose.stay,
    purpose_details: `${rng.helpers.arrayElement(purpose.details)} for ${weeks} week${weeks > 1 ? 's' : ''}.`,
    sex: applicant.sex === 'male' ? 'Male' : 'Female',
    date_of_birth: isoDate(dob),
    passport_number: `${country.passportPrefix}${rng.string.numeric({ length: 9 - country.passportPrefix.length })}`,
    country_of_passport: country.name,
    passport_issue_date: isoDate(passportIssued),
    passport_expiry_date: isoDate(passportExpires),
    place_of_issue: rng.helpers.arrayElement(country.cities),
    has_visa_grant: hasVisaGrant,
    visa_grant_number: hasVisaGrant === 'Yes' ? rng.string.numeric(13) : '',
    has_national_id: hasNationalId,
    national_id_family_name: hasNationalId === 'Yes' ? applicant.familyName : '',
    national_id_given_names: hasNationalId === 'Yes' ? applicant.givenNames : '',
    national_id_number:
      hasNationalId === 'Yes' ? rng.string.alphanumeric({ length: 10, casing: 'upper' }) : '',
    national_id_country: hasNationalId === 'Yes' ? country.name : '',
    national_id_issue_date: hasNationalId === 'Yes' ? isoDate(nationalIdIssued) : '',
    national_id_expiry_date:
      hasNationalId === 'Yes' ? isoDate(new Date(nationalIdIssued.getTime() + 10 * YEAR_MS)) : '',
    birth_town: rng.helpers.arrayElement(country.cities),
    birth_state: rng.helpers.arrayElement(country.regions),
    birth_country: country.name,
    relationship_status: rng.helpers.weightedArrayElement(RELATIONSHIPS),
    has_other_names: hasOtherNames,
    previous_family_name: hasOtherNames === 'Yes' ? local.person.lastName(applicant.sex) : '',
    previous_given_names: hasOtherNames === 'Yes' ? applicant.givenNames : '',
    other_name_reason_type:
      hasOtherNames === 'Yes' ? rng.helpers.arrayElement(NAME_CHANGE_REASONS) : '',
    other_name_reason_details:
      hasOtherNames === 'Yes' ? 'Family name changed; the old name is on earlier documents.' : '',
    is_citizen_of_passport_country: isCitizen,
    citizenship_details:
      isCitizen === 'Yes' ? '' : 'Permanent resident travelling on a passport for foreigners.',
    is_stateless: 'No',
    stateless_details: '',
    has_other_citizenship: hasOtherCitizenship,
    other_citizenship_countries: hasOtherCitizenship === 'Yes' ? documentCountry.name : '',
    has_other_passports: hasOtherPassports,
    has_other_identity_documents: yesNo(rng, 0.05),
    ...travelDocument(rng, applicant, hasOtherPassports, documentCountry),
    country_of_residence: residence.name,
    residential_country: residence.name,
    address: local.location.streetAddress(),
    suburb_town: rng.helpers.arrayElement(residence.cities),
    state_province: rng.helpers.arrayElement(residence.regions),
    postal_code: local.location.zipCode(),
    is_postal_same: isPostalSame,
    postal_address: isPostalSame === 'Yes' ? '' : local.location.streetAddress(),
    postal_suburb_town: isPostalSame === 'Yes' ? '' : rng.helpers.arrayElement(residence.cities),
    postal_state_province:
      isPostalSame === 'Yes' ? '' : rng.helpers.arrayElement(residence.regions),
    postal_postal_code: isPostalSame === 'Yes' ? '' : local.location.zipCode(),
    postal_country: isPostalSame === 'Yes' ? '' : residence.name,
    mobile_phone_code: country.callingCode,
    charged_with_offence: charged,
    charged_name: charged === 'Yes' ? fullName : '',
    charged_type: charged === 'Yes' ? rng.helpers.arrayElement(OFFENCE_TYPES) : '',
    charged_date: charged === 'Yes' ? pastDate() : '',
    charged_description: charged === 'Yes' ? 'Charge pending before a local court.' : '',
    convicted_of_offence: convicted,
    convicted_name: convicted === 'Yes' ? fullName : '',
    convicted_type: convicted === 'Yes' ? rng.helpers.arrayElement(OFFENCE_TYPES) : '',
    convicted_date: convicted === 'Yes' ? pastDate() : '',
    convicted_description: convicted === 'Yes' ? 'Fined; no custodial sentence.' : '',
    domestic_violence_order: domesticViolence,
    dv_name: domesticViolence === 'Yes' ? fullName : '',
    dv_date: domesticViolence === 'Yes' ? pastDate() : '',
    dv_details: domesticViolence === 'Yes' ? 'Protection order issued, since expired.' : '',
    declaration_read: 'Yes',
    declaration_correct: 'Yes',
    declaration_fraudulent: 'Yes',
    declaration_cancellation: 'Yes',
    declaration_automatic_right: 'Yes',
    declaration_inform: 'Yes',
    declaration_privacy: 'Yes',
    declaration_understand: 'Yes',
    declaration_unlawful: 'Yes',
  };
}

type TravelDocumentFields = Pick<
  StoredApplicationDetails,
  | 'document_type'
  | 'document_family_name'
  | 'document_given_names'
  | 'document_sex'
  | 'document_birth_day'
  | 'document_birth_month'
  | 'document_birth_year'
  | 'document_number'
  | 'document_country'
  | 'document_nationality'
  | 'document_place_of_issue'
>;

/** The other travel document shown when has_other_passports is Yes; empty fields otherwise. */
function travelDocument(
  rng: Faker,
  applicant: Applicant,
  hasOtherPassports: YesNo,
  documentCountry: Country,
): TravelDocumentFields {
  if (hasOtherPassports === 'No') {
    return {
      document_type: '',
      document_family_name: '',
      document_given_names: '',
      document_sex: '',
      document_birth_day: '',
      document_birth_month: '',
      document_birth_year: '',
      document_number: '',
      document_country: '',
      document_nationality: '',
      document_place_of_issue: '',
    };
  }
  const [year = '', month = '', day = ''] = isoDate(applicant.dateOfBirth).split('-');
  return {
    document_type: rng.helpers.arrayElement(TRAVEL_DOCUMENT_TYPES),
    document_family_name: applicant.familyName,
    document_given_names: applicant.givenNames,
    document_sex: applicant.sex === 'male' ? 'Male' : 'Female',
    document_birth_day: day,
    document_birth_month: month,
    document_birth_year: year,
    document_number: `${documentCountry.passportPrefix}${rng.string.numeric({ length: 9 - documentCountry.passportPrefix.length })}`,
    document_country: documentCountry.name,
    document_nationality: documentCountry.name,
    document_place_of_issue: rng.helpers.arrayElement(documentCountry.cities),
  };
}
