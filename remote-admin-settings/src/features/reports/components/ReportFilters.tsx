import { Form, Formik } from 'formik';
import { TextField } from '@portal/web/ui/TextField';

export interface DateRangeValues {
  fromDate: string;
  toDate: string;
}

export const MESSAGE_DATES_REVERSED = 'From date must be on or before To date.';

/** Both dates are optional; when both are given, From may not come after To. */
export function validateDateRange({ fromDate, toDate }: DateRangeValues): Partial<DateRangeValues> {
  return fromDate && toDate && fromDate > toDate ? { fromDate: MESSAGE_DATES_REVERSED } : {};
}

interface Props {
  onSubmit(range: DateRangeValues): void;
}

/** From and To dates (whole days, both included) and Submit. */
export function ReportFilters({ onSubmit }: Props) {
  return (
    <Formik<DateRangeValues>
      initialValues={{ fromDate: '', toDate: '' }}
      validate={validateDateRange}
      onSubmit={(values) => onSubmit(values)}
    >
      <Form className="report-filters" noValidate aria-label="Report dates">
        <TextField name="fromDate" label="From" type="date" />
        <TextField name="toDate" label="To" type="date" />
        <button type="submit" className="btn btn-primary">
          Submit
        </button>
      </Form>
    </Formik>
  );
}
