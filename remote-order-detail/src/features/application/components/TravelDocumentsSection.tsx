import type { OrderDetails, TravelDocumentType } from '@portal/shared/entities/order';
import { DetailList } from '../../../components/DetailList';
import { Section } from '../../../components/Section';
import { datePartsText } from '../../../lib/displayValues';

interface DocumentLabels {
  title: string;
  number: string;
  country: string;
  nationality: string;
  place: string;
}

/** Each travel document type names its fields its own way. */
const LABELS: Record<TravelDocumentType, DocumentLabels> = {
  passport: {
    title: 'Other passport',
    number: 'Passport number',
    country: 'Country of passport',
    nationality: 'Nationality on the passport',
    place: 'Place of issue',
  },
  immicard: {
    title: 'ImmiCard',
    number: 'ImmiCard number',
    country: 'Country of citizenship',
    nationality: 'Nationality',
    place: 'Place of issue',
  },
  dftta: {
    title: 'Document for Travel to Australia (DFTTA)',
    number: 'DFTTA number',
    country: 'Country of issue',
    nationality: 'Nationality',
    place: 'Issuing office',
  },
  plo56: {
    title: 'Certificate of Identity (PLO56)',
    number: 'Certificate number',
    country: 'Country of issue',
    nationality: 'Nationality',
    place: 'Issuing office',
  },
  titre: {
    title: 'Titre de Voyage',
    number: 'Titre de Voyage number',
    country: 'Issuing country',
    nationality: 'Nationality',
    place: 'Place of issue',
  },
  other: {
    title: 'Other travel document',
    number: 'Document number',
    country: 'Country of issue',
    nationality: 'Nationality',
    place: 'Place of issue',
  },
};

/** 6. Travel Documents: shown when the applicant holds other passports, by document type. */
export function TravelDocumentsSection({ order }: { order: OrderDetails }) {
  if (order.has_other_passports !== 'Yes') return null;
  const labels = order.document_type ? LABELS[order.document_type] : undefined;
  return (
    <Section title="Travel Documents">
      {labels ? (
        <>
          <h3 className="od-subheading">{labels.title}</h3>
          <DetailList
            rows={[
              ['Family name', order.document_family_name],
              ['Given names', order.document_given_names],
              ['Sex', order.document_sex],
              [
                'Date of birth',
                datePartsText(
                  order.document_birth_day,
                  order.document_birth_month,
                  order.document_birth_year,
                ),
              ],
              [labels.number, order.document_number],
              [labels.country, order.document_country],
              [labels.nationality, order.document_nationality],
              [labels.place, order.document_place_of_issue],
            ]}
          />
        </>
      ) : (
        <p className="muted">The applicant did not say which travel document they hold.</p>
      )}
    </Section>
  );
}
