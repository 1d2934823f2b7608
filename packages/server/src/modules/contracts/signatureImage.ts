import { SIGNATURE_MAX_BYTES, SIGNATURE_MAX_SIDE, SIGNATURE_MIN_SIDE } from '@signoff/contract/contracts';
import { badRequest } from '../../http/errors.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL_PREFIX = /^data:image\/png;base64,/i;

const refuse = (message: string) => badRequest('INVALID_SIGNATURE', message, { base64_signature: message });

/**
 * A drawn signature as the pad sends it, checked before it is stored and printed: base64 of a PNG (its magic bytes
 * and IHDR chunk first), at most SIGNATURE_MAX_BYTES, with sides a pad can draw. Returns the bare base64.
 */
export function checkSignaturePng(input: string): string {
  const base64 = input.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw refuse('The signature is not base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES) throw refuse('The signature image is too large');
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_MAGIC) || bytes.toString('latin1', 12, 16) !== 'IHDR')
    throw refuse('The signature must be a PNG image');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const sane = (side: number) => side >= SIGNATURE_MIN_SIDE && side <= SIGNATURE_MAX_SIDE;
  if (!sane(width) || !sane(height))
    throw refuse(`The signature image must be between ${SIGNATURE_MIN_SIDE} and ${SIGNATURE_MAX_SIDE} pixels a side`);
  // The PNG must end where PNGs end: an image cut off (or with something appended) is not what the signer drew.
  if (bytes.toString('latin1', bytes.length - 8, bytes.length - 4) !== 'IEND') throw refuse('The signature image is incomplete');
  return bytes.toString('base64');
}
