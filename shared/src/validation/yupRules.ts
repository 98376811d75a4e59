import * as yup from 'yup';
import { orderIdProblem, textProblem, type OrderIdRule, type TextRule } from './ruleChecks';

/**
 * The forms' yup fields, built from the declarations of `./fieldRules` (the server builds
 * its schemas from the same ones). One test per field, so a field shows the first rule it
 * breaks, as the server answers it.
 */
function ruleField(problem: (value: string) => string | null) {
  return yup
    .string()
    .default('')
    .test('field-rule', (value, context) => {
      const message = problem(value ?? '');
      return message ? context.createError({ message }) : true;
    });
}

export const textField = (rule: TextRule) => ruleField((value) => textProblem(rule, value));

export const orderIdField = (rule: OrderIdRule) =>
  ruleField((value) => orderIdProblem(rule, value));
