import { Readable } from 'node:stream';
import dayjs from 'dayjs';
import { files } from '../../db/schema/files.ts';
import { sickDays, sickNotes } from '../../db/schema/sickNotes.ts';
import type { TAreaSeed } from '../../seed/types.ts';
import { eq } from 'drizzle-orm';
import { employees } from '../../db/schema/people.ts';
import { memberships, users } from '../../db/schema/auth.ts';

/** A one-page PDF with a line of text: enough for the preview to show a real certificate. */
export function certificatePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const SICK = { id: -1, name: 'Sick day' };
const CARE = { id: 7, name: 'Care leave' };

/** Workdays going back from `daysAgo`, oldest first. */
function workdays(daysAgo: number, count: number): string[] {
  const out: string[] = [];
  let d = dayjs().subtract(daysAgo, 'day');
  while (out.length < count) {
    if (d.day() !== 0 && d.day() !== 6) out.unshift(d.format('YYYY-MM-DD'));
    d = d.subtract(1, 'day');
  }
  return out;
}

/**
 * Days of the year of `first` (the first day a person waits with), the given number of days into it, for "earlier this
 * year": the ignore dialog counts the first selected day's year, which early in January is last year. They fall before
 * `first` while that year has room for them (in the first days of January they are its first days), else a month after.
 */
function earlierThisYear(first: string, offsets: number[]): string[] {
  const start = dayjs(first).startOf('year');
  const room = dayjs(first).diff(start, 'day');
  return offsets.map((offset, i) =>
    (room > Math.max(...offsets)
      ? start.add(offset, 'day')
      : room >= offsets.length
        ? start.add(i, 'day')
        : dayjs(first).add(30 + i, 'day')
    ).format('YYYY-MM-DD'),
  );
}

export const seedSickNotes: TAreaSeed = async (tx, { acme }, storage) => {
  const { companyId, employees: e, users: u } = acme;
  const addDays = (
    employeeId: number,
    type: { id: number; name: string },
    dates: string[],
    extra: Partial<typeof sickDays.$inferInsert> = {},
  ) =>
    tx
      .insert(sickDays)
      .values(dates.map((date) => ({ companyId, employeeId, dayOffTypeId: type.id, dayOffTypeName: type.name, date, ...extra })))
      .returning({ id: sickDays.id });

  /** The employee's own login, made when they have none yet: people upload their certificate themselves. */
  const loginOf = async (employeeId: number): Promise<number> => {
    if (employeeId === e.employee) return u.employee;
    const [person] = await tx.select().from(employees).where(eq(employees.id, employeeId));
    const [hash] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, u.employee));
    const [user] = await tx
      .insert(users)
      .values({ email: person!.email!, name: person!.name, passwordHash: hash!.passwordHash })
      .returning({ id: users.id });
    await tx.insert(memberships).values({ userId: user!.id, companyId, employeeId });
    return user!.id;
  };

  const upload = async (employeeId: number, type: { id: number; name: string }, dates: string[], name: string) => {
    const uploaderId = await loginOf(employeeId);
    const content = certificatePdf(`${type.id === -1 ? 'Medical certificate' : 'Absence certificate'} - ${dates.join(', ')}`);
    const stored = await storage.save(Readable.from(content), { maxBytes: content.length + 1, filename: name });
    const [file] = await tx
      .insert(files)
      .values({
        companyId,
        storageName: stored.storageName,
        originalName: name,
        mimeType: stored.detectedMime,
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
        relatedObject: 'sick_note',
        relatedObjectId: employeeId,
        uploadedByUserId: uploaderId,
      })
      .returning({ id: files.id });
    const [note] = await tx
      .insert(sickNotes)
      .values({
        companyId,
        employeeId,
        dayOffTypeId: type.id,
        fileId: file!.id,
        uploadedByUserId: uploaderId,
        createdAt: dayjs().subtract(1, 'day').toDate(),
      })
      .returning({ id: sickNotes.id });
    await addDays(employeeId, type, dates, { certificate: 'uploaded', sickNoteId: note!.id });
  };

  // Evan (Sales): three days still without a certificate, and one first sick day ignored earlier this year.
  const evansDays = workdays(3, 3);
  await addDays(e.employee!, SICK, evansDays);
  await addDays(e.employee!, SICK, earlierThisYear(evansDays[0]!, [10]), {
    certificate: 'ignored',
    ignoreReason: 'first_sick_day',
    handledByUserId: u.manager,
  });
  // Certificates waiting for review, from people across the teams.
  const people = Object.keys(e)
    .filter((k) => k.startsWith('p'))
    .slice(0, 12);
  await upload(e[people[0]!]!, SICK, workdays(6, 2), 'doctor-note.pdf');
  await upload(e[people[5]!]!, CARE, workdays(9, 1), 'care-leave-certificate.pdf');
  await upload(e.employee!, SICK, workdays(20, 2), 'medical-certificate.pdf');
  // A care-leave day without certificate, and someone with three first sick days this year already.
  await addDays(e[people[10]!]!, CARE, workdays(2, 1));
  const frequent = e[people[3]!]!;
  const frequentDay = workdays(1, 1);
  await addDays(frequent, SICK, frequentDay);
  await addDays(frequent, SICK, earlierThisYear(frequentDay[0]!, [15, 60, 120]), {
    certificate: 'ignored',
    ignoreReason: 'first_sick_day',
    handledByUserId: u.hr,
  });
};
