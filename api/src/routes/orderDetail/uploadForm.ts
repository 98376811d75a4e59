import type { FastifyRequest } from 'fastify';
import { MAIL_SERVICE_PROVIDERS, type MailServiceProvider } from '@portal/shared/entities/order';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@portal/shared/orders/documentRules';
import { FIELD_RULES } from '@portal/shared/validation/fieldRules';
import { textProblem } from '@portal/shared/validation/ruleChecks';
import { ApiError } from '../../lib/apiError';
import { MAX_REQUEST_INTEGER } from '@portal/shared/schemas/schemaTypes';
import { DEFAULT_PROVIDER } from './orderInput';
import { formatCount } from '@portal/shared/numbers/formatCount';

/** The Upload Document form (docs/product.md#documents) once read and checked. */
export interface UploadForm {
  orderId: number;
  email: string;
  provider: MailServiceProvider;
  /** The order's version the page showed. */
  version: number;
  file: { originalName: string; content: Buffer };
}

export const FILE_FIELD = 'uploadVisaDoc';
const FIELD_NAMES = ['orderId', 'email', 'mailServiceProvider', 'version'] as const;

/** Limits handed to the multipart parser: one file of at most MAX_DOCUMENT_BYTES, a few short fields. */
export const UPLOAD_LIMITS = {
  fileSize: MAX_DOCUMENT_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
};

/** The parser's own errors, in words for the person uploading. */
const MULTIPART_ERRORS: Record<string, { status: number; message: string }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: DOCUMENT_MESSAGES.tooLarge },
  FST_FILES_LIMIT: { status: 400, message: 'Upload one file at a time.' },
  FST_FIELDS_LIMIT: { status: 400, message: 'The upload form has too many fields.' },
  FST_PARTS_LIMIT: { status: 400, message: 'The upload form has too many parts.' },
  FST_PROTO_VIOLATION: {
    status: 400,
    message: 'The upload form has a field name that is not allowed.',
  },
};

function parserError(error: unknown): ApiError {
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined;
  if (known) return new ApiError(known.status, known.message);
  return new ApiError(
    400,
    'The upload could not be read. Choose the file again and resend the form.',
  );
}

/**
 * Reads the multipart form into memory (the file is at most MAX_DOCUMENT_BYTES) and
 * checks every field, so nothing is written before the whole request is known good. The
 * form's fields follow the rules the page's form is built from (shared/src/validation/fieldRules).
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new ApiError(
      415,
      `Send the upload as multipart/form-data with the fields ${FIELD_NAMES.join(', ')} and ${FILE_FIELD}.`,
    );
  }
  const fields = new Map<string, string>();
  let file: UploadForm['file'] | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD) {
          part.file.resume();
          throw new ApiError(400, `Send the document in the field ${FILE_FIELD}.`);
        }
        file = { originalName: part.filename, content: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value.trim());
      }
    }
  } catch (error) {
    throw error instanceof ApiError ? error : parserError(error);
  }

  const orderId = wholeNumberField(fields, 'orderId');
  const email = fields.get('email') ?? '';
  const emailProblem = textProblem(FIELD_RULES.upload.email, email);
  if (emailProblem) throw new ApiError(400, emailProblem);
  const provider = fields.get('mailServiceProvider') || DEFAULT_PROVIDER;
  if (!(MAIL_SERVICE_PROVIDERS as readonly string[]).includes(provider)) {
    throw new ApiError(
      400,
      `mailServiceProvider must be one of: ${MAIL_SERVICE_PROVIDERS.join(', ')}.`,
    );
  }
  const version = wholeNumberField(fields, 'version');
  if (!file) throw new ApiError(400, FIELD_RULES.upload.file.required);
  if (file.content.length === 0)
    throw new ApiError(400, 'The file is empty. Choose the document again.');
  return { orderId, email, provider: provider as MailServiceProvider, version, file };
}

function wholeNumberField(fields: ReadonlyMap<string, string>, name: string): number {
  const raw = fields.get(name) ?? '';
  if (!raw) throw new ApiError(400, `${name} is required.`);
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > MAX_REQUEST_INTEGER) {
    throw new ApiError(
      400,
      `${name} must be a whole number from 1 to ${formatCount(MAX_REQUEST_INTEGER)}.`,
    );
  }
  return Number(raw);
}
