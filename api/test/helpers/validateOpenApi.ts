import { execFile } from 'node:child_process';

/** The validator is ESM only (import.meta): it runs in a Node process of its own, not under jest. */
const VALIDATE = `
import { Validator } from '@seriousme/openapi-schema-validator';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const result = await new Validator().validate(JSON.parse(input));
process.stdout.write(JSON.stringify(result));
`;

/** Validates an OpenAPI document against the OpenAPI specification's own schema. */
export function validateOpenApi(document: unknown): Promise<{ valid: boolean; errors?: unknown }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', VALIDATE],
      { cwd: __dirname, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as { valid: boolean; errors?: unknown });
      },
    );
    child.stdin?.end(JSON.stringify(document));
  });
}
