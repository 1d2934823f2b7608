import { badRequest } from '../../http/errors.ts';

/** A file sent as base64 (with or without a `data:…;base64,` prefix), decoded; a clear 400 when it is not base64 or too big. */
export function decodeBase64File(value: string, field: string, what: string, maxBytes: number): Buffer {
  const text = value.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1)
    throw badRequest('VALIDATION', `The ${what} is not base64`, { [field]: 'Not base64' });
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0) throw badRequest('VALIDATION', `The ${what} is empty`, { [field]: 'Empty' });
  if (bytes.length > maxBytes)
    throw badRequest('FILE_TOO_LARGE', `The ${what} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`, { [field]: 'Too large' });
  return bytes;
}
