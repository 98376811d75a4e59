import { TRAVEL_DOCUMENT_TYPES, type YesNo } from '@portal/shared/entities/order';
import { isoDay } from './demoDates';
import { COUNTRIES, type Country } from './countries';
import type { CountryPool } from './demoPools';
import { weightedTable, type DemoRandom } from './demoRandom';

/** The person an order is for; the columns of `orders` hold these, the details JSON the rest. */
export interface Applicant {
  givenNames: string;
  familyName: string;
  sex: 'male' | 'female';
  dateOfBirth: Date;
  country: Country;
}

const DAY_MS = 24 * 3600 * 1000;
const YEAR_MS = 365.25 * DAY_MS;

const PURPOSES = weightedTable(
  [
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
  ].map((purpose) => ({ weight: purpose.weight, value: purpose })),
);

const RELATIONSHIPS = weightedTable([
  { weight: 40, value: 'Never married' },
  { weight: 35, value: 'Married' },
  { weight: 10, value: 'De facto' },
  { weight: 6, value: 'Divorced' },
  { weight: 3, value: 'Separated' },
  { weight: 3, value: 'Widowed' },
  { weight: 3, value: 'Engaged' },
]);

const NAME_CHANGE_REASONS = ['Marriage', 'Divorce', 'Deed poll', 'Other'] as const;
const OFFENCE_TYPES = ['Traffic offence', 'Theft', 'Public order offence', 'Drink driving'];

function yesNo(rng: DemoRandom, probabilityOfYes: number): YesNo {
  return rng.chance(probabilityOfYes) ? 'Yes' : 'No';
}

const OTHER_COUNTRIES = new Map<Country, readonly Country[]>(
  COUNTRIES.map((country) => [country, COUNTRIES.filter((other) => other !== country)]),
);

function otherCountry(rng: DemoRandom, except: Country): Country {
  return rng.pick(OTHER_COUNTRIES.get(except) ?? COUNTRIES);
}

function between(rng: DemoRandom, from: number, to: number): number {
  return Math.floor(rng.float(from, to));
}

/** A JSON string of a value known to need no escaping (see DemoPools and the lists here). */
function q(value: string): string {
  return `"${value}"`;
}

/**
 * The details JSON (StoredApplicationDetails) of an order: every application field
 * besides the ones with their own column, made up consistently: the 'Yes' answers come
 * with their details, the 'No' ones leave them empty. `rng` drives the choices; `pool`
 * (the applicant's country) has the names and streets. Written as one template rather
 * than JSON.stringify of an object, which costs ten times as much per order; every value
 * comes from lists and pools free of characters JSON would escape.
 */
export function demoApplicationJson(
  rng: DemoRandom,
  pool: CountryPool,
  applicant: Applicant,
  createdAt: number,
): string {
  const { country, familyName, givenNames } = applicant;
  const fullName = `${givenNames} ${familyName}`;
  const purpose = rng.weighted(PURPOSES);
  const weeks = rng.int(1, 8);
  const passportIssued = between(rng, createdAt - 9.5 * YEAR_MS, createdAt - 30 * DAY_MS);
  const hasNationalId =
    country.name === 'United Kingdom' || country.name === 'Ireland' ? 'No' : yesNo(rng, 0.55);
  const nationalId = hasNationalId === 'Yes';
  const nationalIdIssued = between(rng, createdAt - 9 * YEAR_MS, createdAt);
  const hasVisaGrant = yesNo(rng, 0.1);
  const hasOtherNames = yesNo(rng, 0.08);
  const otherNames = hasOtherNames === 'Yes';
  const isCitizen = yesNo(rng, 0.99);
  const hasOtherPassports = yesNo(rng, 0.1);
  const documentCountry = otherCountry(rng, country);
  const hasOtherCitizenship = hasOtherPassports === 'Yes' ? 'Yes' : yesNo(rng, 0.05);
  const residence = rng.chance(0.93) ? country : otherCountry(rng, country);
  const isPostalSame = yesNo(rng, 0.88);
  const postal = isPostalSame === 'No';
  const charged = yesNo(rng, 0.01) === 'Yes';
  const convicted = yesNo(rng, 0.008) === 'Yes';
  const domesticViolence = yesNo(rng, 0.003) === 'Yes';
  const pastDate = () => isoDay(between(rng, createdAt - 15 * YEAR_MS, createdAt));
  const yesNoOf = (yes: boolean): YesNo => (yes ? 'Yes' : 'No');
  const ifYes = (yes: boolean, value: () => string) => (yes ? value() : '');

  return `{"purpose_stay":${q(purpose.stay)},\
"purpose_details":"${rng.pick(purpose.details)} for ${weeks} week${weeks > 1 ? 's' : ''}.",\
"sex":${q(applicant.sex === 'male' ? 'Male' : 'Female')},\
"date_of_birth":${q(isoDay(applicant.dateOfBirth.getTime()))},\
"passport_number":"${country.passportPrefix}${rng.digits(9 - country.passportPrefix.length)}",\
"country_of_passport":${q(country.name)},\
"passport_issue_date":${q(isoDay(passportIssued))},\
"passport_expiry_date":${q(isoDay(passportIssued + 10 * YEAR_MS - DAY_MS))},\
"place_of_issue":${q(rng.pick(country.cities))},\
"has_visa_grant":${q(hasVisaGrant)},\
"visa_grant_number":${q(ifYes(hasVisaGrant === 'Yes', () => rng.digits(13)))},\
"has_national_id":${q(hasNationalId)},\
"national_id_family_name":${q(nationalId ? familyName : '')},\
"national_id_given_names":${q(nationalId ? givenNames : '')},\
"national_id_number":${q(ifYes(nationalId, () => rng.alphanumeric(10, true)))},\
"national_id_country":${q(nationalId ? country.name : '')},\
"national_id_issue_date":${q(nationalId ? isoDay(nationalIdIssued) : '')},\
"national_id_expiry_date":${q(nationalId ? isoDay(nationalIdIssued + 10 * YEAR_MS) : '')},\
"birth_town":${q(rng.pick(country.cities))},\
"birth_state":${q(rng.pick(country.regions))},\
"birth_country":${q(country.name)},\
"relationship_status":${q(rng.weighted(RELATIONSHIPS))},\
"has_other_names":${q(hasOtherNames)},\
"previous_family_name":${q(ifYes(otherNames, () => rng.pick(pool.lastNames[applicant.sex]).text))},\
"previous_given_names":${q(otherNames ? givenNames : '')},\
"other_name_reason_type":${q(ifYes(otherNames, () => rng.pick(NAME_CHANGE_REASONS)))},\
"other_name_reason_details":${q(otherNames ? 'Family name changed; the old name is on earlier documents.' : '')},\
"is_citizen_of_passport_country":${q(isCitizen)},\
"citizenship_details":${q(isCitizen === 'Yes' ? '' : 'Permanent resident travelling on a passport for foreigners.')},\
"is_stateless":"No",\
"stateless_details":"",\
"has_other_citizenship":${q(hasOtherCitizenship)},\
"other_citizenship_countries":${q(hasOtherCitizenship === 'Yes' ? documentCountry.name : '')},\
"has_other_passports":${q(hasOtherPassports)},\
"has_other_identity_documents":${q(yesNo(rng, 0.05))},\
${travelDocumentJson(rng, applicant, hasOtherPassports === 'Yes', documentCountry)},\
"country_of_residence":${q(residence.name)},\
"residential_country":${q(residence.name)},\
"address":${q(rng.pick(pool.streets))},\
"suburb_town":${q(rng.pick(residence.cities))},\
"state_province":${q(rng.pick(residence.regions))},\
"postal_code":${q(rng.pick(pool.postcodes))},\
"is_postal_same":${q(isPostalSame)},\
"postal_address":${q(ifYes(postal, () => rng.pick(pool.streets)))},\
"postal_suburb_town":${q(ifYes(postal, () => rng.pick(residence.cities)))},\
"postal_state_province":${q(ifYes(postal, () => rng.pick(residence.regions)))},\
"postal_postal_code":${q(ifYes(postal, () => rng.pick(pool.postcodes)))},\
"postal_country":${q(postal ? residence.name : '')},\
"mobile_phone_code":${q(country.callingCode)},\
"charged_with_offence":${q(yesNoOf(charged))},\
"charged_name":${q(charged ? fullName : '')},\
"charged_type":${q(ifYes(charged, () => rng.pick(OFFENCE_TYPES)))},\
"charged_date":${q(ifYes(charged, pastDate))},\
"charged_description":${q(charged ? 'Charge pending before a local court.' : '')},\
"convicted_of_offence":${q(yesNoOf(convicted))},\
"convicted_name":${q(convicted ? fullName : '')},\
"convicted_type":${q(ifYes(convicted, () => rng.pick(OFFENCE_TYPES)))},\
"convicted_date":${q(ifYes(convicted, pastDate))},\
"convicted_description":${q(convicted ? 'Fined; no custodial sentence.' : '')},\
"domestic_violence_order":${q(yesNoOf(domesticViolence))},\
"dv_name":${q(domesticViolence ? fullName : '')},\
"dv_date":${q(ifYes(domesticViolence, pastDate))},\
"dv_details":${q(domesticViolence ? 'Protection order issued, since expired.' : '')},\
${DECLARATIONS}}`;
}

const DECLARATIONS = [
  'read',
  'correct',
  'fraudulent',
  'cancellation',
  'automatic_right',
  'inform',
  'privacy',
  'understand',
  'unlawful',
]
  .map((declaration) => `"declaration_${declaration}":"Yes"`)
  .join(',');

const NO_TRAVEL_DOCUMENT = [
  'type',
  'family_name',
  'given_names',
  'sex',
  'birth_day',
  'birth_month',
  'birth_year',
  'number',
  'country',
  'nationality',
  'place_of_issue',
]
  .map((field) => `"document_${field}":""`)
  .join(',');

/** The other travel document's fields: filled when has_other_passports is Yes, empty otherwise. */
function travelDocumentJson(
  rng: DemoRandom,
  applicant: Applicant,
  hasOtherPassports: boolean,
  documentCountry: Country,
): string {
  if (!hasOtherPassports) return NO_TRAVEL_DOCUMENT;
  const [year = '', month = '', day = ''] = isoDay(applicant.dateOfBirth.getTime()).split('-');
  return `"document_type":${q(rng.pick(TRAVEL_DOCUMENT_TYPES))},\
"document_family_name":${q(applicant.familyName)},\
"document_given_names":${q(applicant.givenNames)},\
"document_sex":${q(applicant.sex === 'male' ? 'Male' : 'Female')},\
"document_birth_day":${q(day)},\
"document_birth_month":${q(month)},\
"document_birth_year":${q(year)},\
"document_number":"${documentCountry.passportPrefix}${rng.digits(9 - documentCountry.passportPrefix.length)}",\
"document_country":${q(documentCountry.name)},\
"document_nationality":${q(documentCountry.name)},\
"document_place_of_issue":${q(rng.pick(documentCountry.cities))}`;
}
