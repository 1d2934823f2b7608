import type { Db } from '../db/client.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { actorFrom, type Actor } from './actor.ts';
import { buildMe } from './me.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';
import { hashToken, newToken } from './plugin.ts';
import { deleteSession, findUserByEmail, insertSession, listMemberships, switchSessionCompany } from './queries.ts';

/** Logging in and out, the current user, switching company: what the auth routes delegate to. */
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly meOptions: Parameters<typeof buildMe>[2],
  ) {}

  /** A new session for a valid e-mail and password; the same answer for an unknown e-mail and a wrong password. */
  async login(email: string, password: string) {
    const user = await findUserByEmail(this.db, email);
    // An unknown e-mail still costs one hash, so timing does not tell which accounts exist.
    const isValid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
    if (!user || !isValid) throw new HttpError(401, 'BAD_CREDENTIALS', 'The e-mail address or password is not correct');
    const [first] = await listMemberships(this.db, user.id);
    if (!first) throw new HttpError(403, 'NO_COMPANY', 'This account has no access to any company');
    const token = newToken();
    await insertSession(this.db, {
      tokenHash: hashToken(token),
      userId: user.id,
      companyId: first.company.id,
      expiresAt: new Date(Date.now() + this.config.sessionAbsoluteHours * 3600_000),
    });
    return { token, me: await this.me(actorFrom(user, first.membership, first.company)) };
  }

  async logout(token: string | undefined) {
    if (token) await deleteSession(this.db, hashToken(token));
  }

  me(actor: Actor) {
    return buildMe(this.db, actor, this.meOptions);
  }

  async switchCompany(actor: Actor, token: string, companyId: number) {
    const all = await listMemberships(this.db, actor.userId);
    const target = all.find((m) => m.company.id === companyId);
    if (!target) throw new HttpError(404, 'NOT_FOUND', 'You have no access to that company');
    await switchSessionCompany(this.db, hashToken(token), target.company.id);
    return this.me(actorFrom({ id: actor.userId, name: actor.userName, email: actor.email }, target.membership, target.company));
  }
}
