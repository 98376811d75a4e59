export default async function globalTeardown(): Promise<void> {
  await globalThis.portalTestS3Server?.close();
}
